// The public pages' titles and descriptions for the HTML the server sends, from the app's own locale
// texts through server/i18n (one wording for the server-rendered head and the app's useDocumentMeta).
import type { Language } from '../../contract/index.ts';
import type { RouteEntry } from '../../contract/routes.ts';
import { serverT, serverText } from '../../i18n/index.ts';

/** The public pages' texts (server/i18n's `pages`), in `lang`. */
export const texts = (lang: Language) => serverT(lang, 'pages');

export interface PageMeta {
  title: string;
  description: string;
}

export const pageTitle = (lang: Language, title: string) => `${title} | ${texts(lang)('meta.titleSuffix')}`;

/** Title and description of a page of the route table that has its own (job pages are built from the job). */
export function publicPageMeta(route: RouteEntry, lang: Language): PageMeta | null {
  if (!route.seo || !('title' in route.seo)) return null;
  const title = serverText(lang, 'pages', route.seo.title) ?? '';
  return {
    title: route.seo.bareTitle ? title : pageTitle(lang, title),
    description: serverText(lang, 'pages', route.seo.description) ?? '',
  };
}

export const notFoundTitle = (lang: Language) => pageTitle(lang, texts(lang)('notFound.title'));
