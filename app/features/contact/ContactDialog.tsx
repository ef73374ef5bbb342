import { useTranslation } from 'react-i18next';
import type { ContactInput } from '../../../server/contract/index.ts';
import { ContactForm } from './ContactForm.tsx';
import { AppDialog } from '../../ui/AppDialog.tsx';
import './i18n.ts';

export default function ContactDialog({
  isOpen,
  onClose,
  subject,
  message,
}: {
  isOpen: boolean;
  onClose: () => void;
  subject?: ContactInput['subject'];
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={subject === 'umbrella' ? t('contact.umbrellaDialogTitle') : t('contact.dialogTitle')}
      className="app-dialog app-dialog--wide"
    >
      {/* keyed by subject and message so the preset ones apply each time the dialog opens */}
      <ContactForm
        key={`${subject ?? 'general'}:${message ?? ''}`}
        idPrefix="contact-dialog"
        defaultSubject={subject ?? 'general'}
        defaultMessage={message}
        inDialog
        onCancel={onClose}
        onDone={onClose}
      />
    </AppDialog>
  );
}
