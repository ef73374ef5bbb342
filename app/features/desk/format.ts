// Dates on the desk's screens, in the interface language's order.
import { dateFormat } from '../../i18n/intl.ts';

export const formatDateTime = (iso: string, lng: string) =>
  dateFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
