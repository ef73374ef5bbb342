// i18next for the whole app: English by default, the choice kept in localStorage and applied at once,
// a missing Hungarian text falls back to English and a missing key renders the key itself. The English
// texts are in the first load; the Hungarian ones load when Hungarian is chosen (main.tsx waits for them
// before the first render of a Hungarian page), so an English visit does not download them.
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../server/contract/index.ts';
import { LANGUAGES, LANGUAGE_COOKIE } from '../../server/contract/options.ts';
import { MSG } from '../../server/contract/messages.ts';
import coreEn from './locales/en.json';

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

/** The language this page was opened in by its address (`?lang=`), if any. */
function addressLanguage(): Language | null {
  try {
    const v = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    return isLanguage(v) ? v : null;
  } catch {
    return null; // no location outside a browser
  }
}

/** A `?lang=en|hu` address (the hreflang alternates the server sends) opens in that language. */
function initialLanguage(): Language {
  return addressLanguage() ?? storedLanguage();
}

/** Whether this device was given a language: a switch made on it, or the address it was opened with (a
 * mailed link names its recipient's). Otherwise a sign-in restores the account's language. */
export function languageChosenHere(): boolean {
  try {
    if (globalThis.localStorage?.getItem(LANGUAGE_CHOSEN_KEY) === '1') return true;
  } catch {
    // storage unavailable: only the address tells
  }
  return addressLanguage() !== null;
}

/** Set when a language is chosen (the switch, or a sign-in restoring the account's): the language kept
 * in LANGUAGE_STORAGE_KEY alone may be only what the page opened in. */
const LANGUAGE_CHOSEN_KEY = 'portal.languageChosen';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  returnNull: false,
  returnEmptyString: false, // an empty Hungarian text falls back to English
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false },
});

const coreLoaded = new Set<Language>([DEFAULT_LANGUAGE]);

/** Adds a language's core texts when they are not loaded yet (feature bundles may already be there). */
export async function loadLanguage(lng: Language): Promise<void> {
  if (coreLoaded.has(lng)) return;
  const texts = lng === 'hu' ? (await import('./locales/hu.json')).default : en;
  i18n.addResourceBundle(lng, 'translation', texts, true, false);
  coreLoaded.add(lng);
}

const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function storeLanguage(lng: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the session
  }
  // The server reads the choice too, and draws the pages it sends in it.
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The language switch: the choice is kept at once (a page opened next, even before the texts arrive,
 * opens in it), and the screen switches once its texts are loaded, so it never shows a mix. */
export async function chooseLanguage(lng: Language): Promise<void> {
  storeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_CHOSEN_KEY, '1');
  } catch {
    // storage may be unavailable (private mode)
  }
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** The texts of the language the page opens in, loaded: main.tsx renders once this settles. */
// i18next settles which language it resolved to when the language is set: set it again once its texts are
// there, or it would stay on English (the switch and the content pages read the resolved language).
export const initialLanguageReady: Promise<void> = isLanguage(i18n.language)
  ? loadLanguage(i18n.language)
      .then(() => i18n.changeLanguage(i18n.language))
      .then(() => undefined)
      .catch((err: unknown) => console.warn('Language texts not loaded', err))
  : Promise.resolve();

function applyDocumentLanguage(lng: string) {
  // Only when it changes: setting it restyles every element of the page (:lang()), a long task on a phone.
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', (lng) => {
  applyDocumentLanguage(lng);
  // Switched before its texts were loaded: load them and announce the language again, so the screen
  // redraws in it.
  if (isLanguage(lng) && !coreLoaded.has(lng))
    void loadLanguage(lng)
      .then(() => i18n.changeLanguage(lng))
      .catch((err: unknown) => console.warn('Language texts not loaded', err));
  if (isLanguage(lng)) storeLanguage(lng);
});

/** The language an i18next instance resolved to: the app's, or (useTranslation) the one a page is drawn with. */
export const languageOf = (instance: { resolvedLanguage?: string }): Language =>
  isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;

export const currentLanguage = (): Language => languageOf(i18n);

/** BCP 47 locale for Intl formatting. */
export { intlLocale } from '../../server/contract/dates.ts';
