// i18next for the whole app: English by default, the choice kept in localStorage and applied at once,
// a missing Hungarian text falls back to English and a missing key renders the key itself.
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../server/contract/index.ts';
import { LANGUAGES } from '../../server/contract/options.ts';
import { MSG } from '../../server/contract/messages.ts';
import coreEn from './locales/en.json';
import hu from './locales/hu.json';

/** The core English texts. The error codes' English (`server.<code>`) is the contract's own text, written
 * once there; hu.json translates the same keys. */
export const en = { ...coreEn, server: MSG };

/** Any translation key of the app (core and feature texts), for tables of keys passed to t() later. */
export type TranslationKey = ParseKeys;

const LANGUAGE_STORAGE_KEY = 'portal.language';
const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

function storedLanguage(): Language {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** A `?lang=en|hu` address (the hreflang alternates the server sends) opens in that language. */
function initialLanguage(): Language {
  try {
    const v = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    if (isLanguage(v)) return v;
  } catch {
    // no location outside a browser
  }
  return storedLanguage();
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hu: { translation: hu } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  returnNull: false,
  returnEmptyString: false, // an empty Hungarian text falls back to English
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false },
});

function applyDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', (lng) => {
  applyDocumentLanguage(lng);
  try {
    if (isLanguage(lng)) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the session
  }
});

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/** BCP 47 locale for Intl formatting. */
export const intlLocale = (lng: string) => (lng === 'hu' ? 'hu-HU' : 'en-GB');
