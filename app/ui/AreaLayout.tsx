// The frame of the signed-in areas (employer, candidate, admin): area name, page title, the area's
// own navigation and sign-out. Pages of those areas render their content as children.
import { Button } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useLogout } from '../features/auth/mutations.ts';
import { useCurrentUser } from '../features/auth/queries.ts';
import { useMyContracts } from '../features/candidate/contracts.ts';
import type { TranslationKey } from '../i18n/index.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';
import { useMarkSeen, useUnreadCounts } from '../features/live/queries.ts';
import { NotificationsButton } from '../features/live/NotificationsButton.tsx';
import './blueprint.ts';
import { personName } from '../../server/contract/names.ts';

interface AreaLink {
  to: string;
  labelKey: TranslationKey;
  /** Shown only to a candidate with contracts. */
  contractorOnly?: true;
  /** Carries the count of unread applications (live/queries.ts); opening it reads them. */
  unread?: true;
}

const AREA_LINKS: Record<'employer' | 'candidate' | 'admin', AreaLink[]> = {
  employer: [
    { to: '/employer/dashboard', labelKey: 'areas.employerDashboard', unread: true },
    { to: '/account', labelKey: 'areas.account' },
  ],
  candidate: [
    { to: '/candidate/jobs', labelKey: 'areas.candidateJobs' },
    { to: '/candidate/applications', labelKey: 'areas.candidateApplications', unread: true },
    { to: '/candidate/saved', labelKey: 'areas.candidateSaved' },
    { to: '/candidate/contracts', labelKey: 'myContracts.title', contractorOnly: true },
    { to: '/account', labelKey: 'areas.account' },
  ],
  admin: [
    { to: '/admin/dashboard', labelKey: 'areas.adminDashboard', unread: true },
    { to: '/admin/leads', labelKey: 'areas.adminLeads' },
    { to: '/admin/users', labelKey: 'areas.adminUsers' },
    { to: '/admin/candidates', labelKey: 'areas.adminCandidates' },
    { to: '/admin/employers', labelKey: 'areas.adminEmployers' },
    { to: '/admin/companies', labelKey: 'areas.adminCompanies' },
    { to: '/admin/jobs', labelKey: 'areas.adminJobs' },
    { to: '/admin/contracts', labelKey: 'areas.adminContracts' },
    { to: '/admin/settings', labelKey: 'areas.adminSettings' },
    { to: '/admin/mail', labelKey: 'areas.adminMail' },
    { to: '/admin/messages', labelKey: 'areas.adminMessages' },
  ],
};

/** Pages that open the unread items: the badged list, and an application (its panel, a job's pipeline). */
const READS_UNREAD: Record<'employer' | 'candidate' | 'admin', RegExp> = {
  employer: /^\/employer\/(dashboard|applications\/\d+|jobs\/\d+)\/?$/,
  candidate: /^\/candidate\/applications\/?$/,
  admin: /^\/admin\/(dashboard|applications\/\d+)\/?$/,
};

const AREA_NAME = {
  employer: 'areas.employerArea',
  candidate: 'areas.candidateArea',
  admin: 'areas.adminArea',
} as const;

export function AreaLayout({
  area,
  title,
  actions,
  children,
}: {
  area: 'employer' | 'candidate' | 'admin';
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { user, offline } = useCurrentUser();
  const logout = useLogout();
  useDocumentMeta({ title });
  const myContracts = useMyContracts(area === 'candidate' && user?.role === 'candidate');
  const isContractor = (myContracts.data?.contracts.length ?? 0) > 0;
  const links = AREA_LINKS[area].filter((l) => !l.contractorOnly || isContractor);
  // On a phone the area's tabs scroll sideways in their own row: bring the current one into view, and fade
  // the edge on each side that has more tabs, so the row reads as one that scrolls. (From a tablet's width
  // up the row wraps instead, app.css.)
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const counts = useUnreadCounts(user !== null && !offline);
  const unread = counts.data?.applications ?? 0;
  const { mutate: markRead } = useMarkSeen();
  // Arriving on the list (or an application) reads what was waiting, once its count is known; what arrives
  // while the user stays on the page counts up until they open it again (or an application).
  const readsUnread = READS_UNREAD[area].test(pathname);
  const arrivedAt = useRef<string | null>(null);
  const known = counts.isSuccess;
  useEffect(() => {
    if (!readsUnread || !known || arrivedAt.current === pathname) return;
    arrivedAt.current = pathname;
    if (unread > 0) markRead('applications');
  }, [pathname, readsUnread, known, unread, markRead]);
  const pinned = unread > 0;
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('.is-active');
    if (nav && active) {
      // On a phone the tab with the unread count stays pinned at the row's start (app.css): centre the
      // current tab in the room beside it.
      const pin = nav.querySelector<HTMLElement>('.has-unread');
      const beside = pin && pin !== active && getComputedStyle(pin).position === 'sticky' ? pin.offsetWidth : 0;
      const room = nav.clientWidth - beside;
      nav.scrollLeft = Math.max(0, active.offsetLeft - nav.offsetLeft - beside - (room - active.offsetWidth) / 2);
    }
    // Again when a tab joins the row (My contracts, once the contracts have loaded), a count pins its tab,
    // or the labels change.
  }, [pathname, links.length, i18n.language, pinned]);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const mark = () => {
      nav.toggleAttribute('data-more-before', nav.scrollLeft > 1);
      nav.toggleAttribute('data-more-after', nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1);
    };
    mark();
    nav.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      nav.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, [links.length, i18n.language]);
  return (
    <div className="area">
      <div className="area-header">
        <div className="container area-header__inner">
          <div>
            <p className="eyebrow">{t(AREA_NAME[area])}</p>
            <h1>{title}</h1>
            {user ? (
              <p className="muted">
                {t('nav.signedInAs', { name: personName(i18n.language, user.firstName, user.lastName) })}
              </p>
            ) : null}
          </div>
          <div className="area-header__actions">
            {actions}
            <NotificationsButton />
            <Button
              variant="outlined"
              icon={<LogOutIcon />}
              text={t('nav.signOut')}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            />
          </div>
        </div>
        {links.length > 1 ? (
          <nav ref={navRef} className="container area-nav" aria-label={t('areas.areaNavigation')}>
            {links.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                className={({ isActive }) =>
                  `area-nav__link${isActive ? ' is-active' : ''}${l.unread && pinned ? ' has-unread' : ''}`
                }
                onClick={l.unread && unread > 0 ? () => markRead('applications') : undefined}
              >
                {t(l.labelKey)}
                {l.unread && unread > 0 ? (
                  <span className="area-nav__badge" data-testid="unread-badge">
                    <span aria-hidden="true">{unread}</span>
                    <span className="visually-hidden">{t('live.unread', { count: unread })}</span>
                  </span>
                ) : null}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </div>
      <div className="container area-body">{children}</div>
    </div>
  );
}
