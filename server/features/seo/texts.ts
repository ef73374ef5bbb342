// The public pages' titles and descriptions for the HTML the server sends, from the app's own locale
// texts (one wording for the server-rendered head and the app's useDocumentMeta).
import type { Language } from '../../contract/index.ts';
import en from '../../../app/i18n/locales/en.json' with { type: 'json' };
import hu from '../../../app/i18n/locales/hu.json' with { type: 'json' };
import contactEn from '../../../app/features/contact/locales/en.json' with { type: 'json' };
import contactHu from '../../../app/features/contact/locales/hu.json' with { type: 'json' };

// The core texts, plus the contact page's own bundle (its title).
type Texts = typeof en & typeof contactEn;
const TEXTS: Record<Language, Texts> = { en: { ...en, ...contactEn }, hu: { ...hu, ...contactHu } };

export const texts = (lang: Language): Texts => TEXTS[lang];

export interface PageMeta {
  title: string;
  description: string;
}

const titled = (t: Texts, title: string) => `${title} | ${t.meta.titleSuffix}`;

/** Title and description of each public page that has its own (job pages are built from the job). */
export function publicPageMeta(path: string, lang: Language): PageMeta | null {
  const t = texts(lang);
  const m = t.meta;
  switch (path) {
    case '/':
      return { title: m.defaultTitle, description: m.defaultDescription };
    case '/jobs':
      return { title: titled(t, m.jobsTitle), description: m.jobsDescription };
    case '/employers':
      return { title: titled(t, t.nav.employers), description: m.employersDescription };
    case '/candidates':
      return { title: titled(t, t.nav.candidates), description: m.candidatesDescription };
    case '/umbrella':
      return { title: titled(t, t.nav.umbrella), description: m.umbrellaDescription };
    case '/about':
      return { title: titled(t, t.about.title), description: m.aboutDescription };
    case '/contact':
      return { title: titled(t, t.contact.title), description: m.contactDescription };
    case '/privacy':
      return { title: titled(t, t.legal.privacyTitle), description: m.privacyDescription };
    case '/terms':
      return { title: titled(t, t.legal.termsTitle), description: m.termsDescription };
    case '/cookies':
      return { title: titled(t, t.legal.cookiesTitle), description: m.cookiesDescription };
    default:
      return null;
  }
}

/** The public pages a sitemap lists (job pages are added per job). */
export const PUBLIC_PAGES = [
  '/',
  '/jobs',
  '/employers',
  '/candidates',
  '/umbrella',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
] as const;

export const notFoundTitle = (lang: Language) => titled(texts(lang), texts(lang).notFound.title);
export const pageTitle = (lang: Language, title: string) => titled(texts(lang), title);
