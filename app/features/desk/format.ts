// Dates on the desk's screens, in the interface language's order.
import { intlLocale } from '../../i18n/index.ts';

export const formatDateTime = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
