// The public pages' titles and descriptions for the HTML the server sends, from the app's own locale
// texts (one wording for the server-rendered head and the app's useDocumentMeta).
import type { Language } from '../../contract/index.ts';
import type { RouteEntry } from '../../contract/routes.ts';
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

/** A dotted key of the texts ('meta.jobsTitle'), or undefined when it names no text. */
export function textAt(t: Texts, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], t);
  return typeof value === 'string' ? value : undefined;
}

/** Title and description of a page of the route table that has its own (job pages are built from the job). */
export function publicPageMeta(route: RouteEntry, lang: Language): PageMeta | null {
  if (!route.seo || !('title' in route.seo)) return null;
  const t = texts(lang);
  const title = textAt(t, route.seo.title) ?? '';
  return {
    title: route.seo.bareTitle ? title : titled(t, title),
    description: textAt(t, route.seo.description) ?? '',
  };
}

export const notFoundTitle = (lang: Language) => titled(texts(lang), texts(lang).notFound.title);
export const pageTitle = (lang: Language, title: string) => titled(texts(lang), title);
