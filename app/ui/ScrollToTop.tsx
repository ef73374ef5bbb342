import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page, top of the page (the SPA would otherwise keep the previous scroll position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
