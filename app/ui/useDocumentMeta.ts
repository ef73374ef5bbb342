// Document title, description, keywords, canonical address and JSON-LD for the current page. Values
// are restored to the site defaults when the page unmounts.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The origin of the canonical link in the page, if there is one. */
function canonicalOrigin(): string | undefined {
  if (typeof document === 'undefined') return undefined; // the server's drawing (app/serverRender.tsx)
  const href = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

// The server writes each public page's canonical link from its configured public address (PUBLIC_URL,
// server/features/seo/head.ts); read before any page replaces it.
let serverOrigin = canonicalOrigin();

/** The site's public address: the one the server wrote into the page, else this page's own origin. */
export function siteOrigin(): string {
  serverOrigin ??= canonicalOrigin();
  return serverOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

interface Meta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Path on the site's public address (siteOrigin), e.g. '/about'. */
  canonicalPath?: string;
  jsonLd?: object | null;
}

function upsertMeta(name: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertCanonical(href: string | undefined) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

function upsertJsonLd(data: object | null | undefined) {
  const id = 'page-jsonld';
  let el = document.getElementById(id) as HTMLScriptElement | null;
  if (!data) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('script');
    el.id = id;
    el.type = 'application/ld+json';
    document.head.appendChild(el);
  }
  el.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
}

export function useDocumentMeta({ title, description, keywords, canonicalPath, jsonLd }: Meta) {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} | ${t('meta.titleSuffix')}` : t('meta.defaultTitle');
  const desc = description ?? t('meta.defaultDescription');
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    document.title = fullTitle;
    upsertMeta('description', desc);
    upsertMeta('keywords', keywords);
    upsertCanonical(canonicalPath !== undefined ? `${siteOrigin()}${canonicalPath}` : undefined);
    upsertJsonLd(jsonText ? (JSON.parse(jsonText) as object) : null);
  }, [fullTitle, desc, keywords, canonicalPath, jsonText]);
  useEffect(
    () => () => {
      upsertMeta('keywords', undefined);
      upsertCanonical(undefined);
      upsertJsonLd(null);
    },
    [],
  );
}
