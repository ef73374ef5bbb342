// 'A new version is available — Reload': shown when a new service worker is installed and waiting
// (workbox-window, app/platform/web.ts). Nothing reloads by itself: Reload asks the waiting worker to
// take over and the page reloads once it controls it; Later hides the prompt until the next visit.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

type Activate = () => void;

let waiting: Activate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker registration when a new version waits; `activate` switches to it and reloads. */
export function offerUpdate(activate: Activate): void {
  waiting = activate;
  listeners.forEach((fn) => fn());
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

export function UpdatePrompt() {
  const { t } = useTranslation();
  const activate = useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
  const [dismissed, setDismissed] = useState<Activate | null>(null);
  const [reloading, setReloading] = useState(false);
  if (!activate || dismissed === activate) return null;
  return (
    // data-update-prompt (platform/update.ts): a tap here answers the prompt, it does not start the first-visit sync.
    <div className="update-prompt" role="status" data-update-prompt="">
      <span className="update-prompt__text">{t('update.available')}</span>
      <span className="update-prompt__actions">
        <button
          type="button"
          className="update-prompt__reload"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            activate();
          }}
        >
          {t('update.reload')}
        </button>
        <button type="button" className="update-prompt__later" onClick={() => setDismissed(() => activate)}>
          {t('update.later')}
        </button>
      </span>
    </div>
  );
}
