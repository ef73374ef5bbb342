// 'Turn on notifications': the only place the permission is asked, on the user's click.
import { Button } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askNotificationPermission, notificationsSupported } from './notifications.ts';

export function NotificationsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : ('denied' as const),
  );
  if (permission !== 'default') return null;
  return (
    <Button
      variant="outlined"
      icon={<NotificationsIcon />}
      text={t('live.enableNotifications')}
      onClick={() => void askNotificationPermission().then(() => setPermission(Notification.permission))}
    />
  );
}
