import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteFeeds } from '../offline/hooks.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { PageErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageSpinner } from './PageStates.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import { endHydration } from './useHydrated.ts';

/** Marks the page live (<html data-ready>) once its content is the app's: hydrated when the server drew it,
 * drawn otherwise. Tests wait for it before pressing anything (e2e/test.ts). */
function PageReady() {
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute('data-ready', '');
  }, []);
  return null;
}

/** Sticky header, main content, footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRouteFeeds(pathname);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <ConnectionStatus />
      <main id="main" tabIndex={-1} className="site-main">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <UpdatePrompt />
    </div>
  );
}
