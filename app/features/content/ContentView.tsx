// About and legal pages: placeholders while loading, then the stored markdown rendered, or the
// page's error texts. react-markdown's default urlTransform keeps only http, https, irc, ircs, mailto,
// xmpp and relative links and empties any other protocol (the same rule react-markdown applies by default).
import { memo, useEffect, useRef, useState } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pageContent, usePageData } from '../../api/pageData.ts';
import type { ContentSlug, Language, SyncContent } from '../../../server/contract/index.ts';
import { getData } from '../../api/http.ts';
import type { ContentRow } from '../../offline/db.ts';
import { languageOf } from '../../i18n/index.ts';
import { useEnsureSynced, useOnline, useStoredContent, useSyncMeta, useSyncStatus } from '../../offline/hooks.ts';
import { ErrorState, OfflineNotice, TextSkeleton } from '../../ui/PageStates.tsx';
import { useHydrated } from '../../ui/useHydrated.ts';

const safeUrl = defaultUrlTransform;

/** Splits a leading '# Title' line off the markdown so it can be the page's h1. */
export function splitTitle(content: string): { title: string | null; body: string } {
  const m = /^\s*#\s+(.+?)\s*(?:\n|$)/.exec(content);
  if (!m?.[1]) return { title: null, body: content };
  return { title: m[1].replace(/\s+#+$/, ''), body: content.slice(m[0].length) };
}

function RenderedMarkdown({ content }: { content: string }) {
  return (
    <Markdown
      urlTransform={safeUrl}
      components={{
        a: ({ href, children }) => {
          if (href && href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
          const external = Boolean(href && /^https?:/i.test(href));
          return (
            <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {children}
            </a>
          );
        },
        // The page supplies its own h1; markdown headings start one level down.
        h1: ({ children }) => <h2>{children}</h2>,
      }}
    >
      {content}
    </Markdown>
  );
}

/** Keeps the markup already in the element: React neither checks nor replaces it. */
const KEPT = { __html: '' };

/** A plain left click on a link inside the site, routed by the app as <Link> routes it. */
function useRoutedLinks() {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const href = (e.target as Element | null)?.closest('a')?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      e.preventDefault();
      void navigate(href);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}

/**
 * The markdown drawn as the page's body. Taking over a page the server drew, the server's drawing of the
 * same text stays as it is, for as long as the text does not change: parsing and drawing it again only to
 * match it would cost a phone one long task (a legal page's text is one component React cannot split). Its
 * links inside the site are routed as <Link> routes them.
 */
export const MarkdownContent = memo(function MarkdownContent({ content }: { content: string }) {
  const hydrated = useHydrated();
  const [drawn] = useState(() => (hydrated || typeof window === 'undefined' ? null : content));
  const ref = useRoutedLinks();
  if (drawn === content)
    return <div className="markdown" ref={ref} dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
  return (
    <div className="markdown">
      <RenderedMarkdown content={content} />
    </div>
  );
});

/** The page in the wanted language (English when it has none) from the server's answer. */
function pick(answer: SyncContent | undefined, slug: ContentSlug, lang: Language): ContentRow | undefined {
  const rows = answer?.pages.filter((p) => p.slug === slug) ?? [];
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');
  return row && { ...row, key: `${row.slug}:${row.lang}` };
}

export function ContentView({
  slug,
  title,
  errorTitle,
  errorText,
}: {
  slug: ContentSlug;
  title: string;
  errorTitle: string;
  errorText: string;
}) {
  const { t, i18n } = useTranslation();
  useEnsureSynced('content');
  const lang = languageOf(i18n);
  const drawnWith = usePageData();
  const stored = useStoredContent(slug, lang);
  const status = useSyncStatus('content');
  const meta = useSyncMeta('content');
  const online = useOnline();
  // Before this device's first complete pull (a first visit) the server's texts show at once.
  const askServer = stored === null && meta === null && online;
  const fromServer = useQuery({
    queryKey: ['/api/sync/content'],
    queryFn: () => getData<SyncContent>('/api/sync/content'),
    enabled: askServer,
  });
  // The texts the server sent with the page draw at once, before this device's store or the API answers.
  const page = stored ?? pick(fromServer.data, slug, lang) ?? pick(pageContent(drawnWith), slug, lang) ?? stored;
  const loading =
    page === undefined ||
    (page === null && (askServer ? fromServer.isPending : status === 'idle' || status === 'syncing'));
  const parts = page ? splitTitle(page.content) : null;

  return (
    <div className="container page-section content-page">
      {!online && page ? <OfflineNotice syncedAt={meta?.syncedAt} /> : null}
      {loading ? <TextSkeleton label={t('about.loading')} lines={12} /> : null}
      {!loading && !page ? <ErrorState title={errorTitle} message={errorText} /> : null}
      {page ? (
        <article className="prose" lang={page.lang}>
          <h1>{parts?.title ?? title}</h1>
          <MarkdownContent content={parts?.body ?? page.content} />
        </article>
      ) : null}
    </div>
  );
}
