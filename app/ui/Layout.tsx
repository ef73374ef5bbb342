import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageSpinner } from './PageStates.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Sticky header, main content, footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
