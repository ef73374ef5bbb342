// The API answers in English (server/contract MSG, also the SPEC §5 validation texts). Each known text
// maps to an i18n key so a Hungarian visitor reads Hungarian errors; unknown texts pass through.
import type { TFunction } from 'i18next';
import { MSG, type MessageKey } from '../../server/contract/index.ts';

const KEY_BY_TEXT = new Map<string, string>(
  (Object.entries(MSG) as [MessageKey, string][]).map(([key, text]) => [text, `server.${key}`]),
);

/** The i18n key for a server/validation message, or null when the text is not one we know. */
export const serverMessageKey = (text: string): string | null => KEY_BY_TEXT.get(text) ?? null;

export function translateServerMessage(t: TFunction, text: string | null | undefined, fallback?: string): string {
  if (!text) return fallback ?? t('forms.errorMessage');
  const key = serverMessageKey(text);
  return key ? t(key) : text;
}

export const ALL_SERVER_MESSAGE_KEYS = Object.keys(MSG).map((k) => `server.${k}`);
