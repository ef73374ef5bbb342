// Error codes (the contract's MSG keys, sent by the server as `code` and given by the shared zod schemas
// as messages) in the visitor's language, as i18n keys `server.<code>`. Screens branch on codes, never on
// the English text.
import type { TFunction } from 'i18next';
import { isMessageKey } from '../../server/contract/messages.ts';

/** The text of an error code; a missing or unknown code reads as `fallback`, by default the generic form error. */
export function codeText(t: TFunction, code: string | null | undefined, fallback?: string): string {
  if (isMessageKey(code)) return t(`server.${code}`);
  return fallback ?? t('forms.errorMessage');
}

/** A form field's message: a code (from a contract schema or the server's `fields`) translated; a text the
 * app wrote for its own input rules (already in the visitor's language) as it is. */
export const fieldText = (t: TFunction, message: string): string =>
  isMessageKey(message) ? t(`server.${message}`) : message;
