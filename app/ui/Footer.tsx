// Site footer: services and company link columns, the staff 'Archive' link, LinkedIn
// icon (no real target yet), mailto, six country badges, the legal entity and © 2025.
import { Tag } from './kit/kit.tsx';
import { EnvelopeIcon } from './kit/icons.tsx';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from './Logo.tsx';

export const CONTACT_EMAIL = 'hello@portaltalent.eu';
const COPYRIGHT_YEAR = 2025;
const COUNTRIES = ['hungary', 'poland', 'uk', 'finland', 'sweden', 'eu'] as const;

function LinkedInIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"
      />
    </svg>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const company = t('brand.company');
  // The company page is not live yet: the icon stays, the click does nothing.
  const noTarget = (e: MouseEvent) => e.preventDefault();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/" className="brand brand--footer" aria-label={t('brand.homeLink')}>
            <Logo />
            <span className="brand-name">{t('brand.name')}</span>
          </Link>
          <p>{t('footer.about')}</p>
          <div className="footer-social">
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the product wants a LinkedIn icon link whose page is not live yet, so the click does nothing */}
            <a
              href="#"
              onClick={noTarget}
              className="icon-link"
              aria-label={t('footer.linkedin')}
              title={t('footer.linkedin')}
            >
              <LinkedInIcon />
            </a>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="icon-link icon-link--text"
              aria-label={t('footer.emailUs', { email: CONTACT_EMAIL })}
            >
              <EnvelopeIcon />
              <span>{CONTACT_EMAIL}</span>
            </a>
          </div>
        </div>
        <nav className="footer-col" aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.servicesHeading')}</h2>
          <ul>
            <li>
              <Link to="/jobs">{t('footer.jobs')}</Link>
            </li>
            <li>
              <Link to="/employers">{t('footer.employers')}</Link>
            </li>
            <li>
              <Link to="/candidates">{t('footer.candidates')}</Link>
            </li>
            <li>
              <Link to="/umbrella">{t('footer.umbrella')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.companyHeading')}</h2>
          <ul>
            <li>
              <Link to="/about">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/cookies">{t('footer.cookies')}</Link>
            </li>
            <li>
              <Link to="/admin/login" title={t('footer.archiveTitle')}>
                {t('footer.archive')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="footer-col">
          <h2 id="footer-countries">{t('footer.countriesLabel')}</h2>
          <ul className="country-badges" aria-labelledby="footer-countries">
            {COUNTRIES.map((c) => (
              <li key={c}>
                <Tag minimal round className="country-badge">
                  {t(`countries.${c}`)}
                </Tag>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, company })}</p>
        <p className="muted">{t('footer.legalEntity', { company })}</p>
      </div>
    </footer>
  );
}
