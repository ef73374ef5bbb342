// Sticky site header: brand, main navigation with the current route highlighted, language switch,
// account controls, and on small screens a menu button opening a slide-in Drawer that closes when a
// link is chosen. Own components (ui/kit), not Blueprint: the header is on every public page's first load.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useLogout } from '../features/auth/mutations.ts';
import { homeForRole, useCurrentUser } from '../features/auth/queries.ts';
import { ButtonLink } from './ButtonLink.tsx';
import {
  ChevronDownIcon,
  DashboardIcon,
  LogInIcon,
  LogOutIcon,
  MenuIcon,
  SmallCrossIcon,
  UserIcon,
} from './kit/icons.tsx';
import { Button, buttonClass } from './kit/kit.tsx';
import { Drawer, DropdownMenu } from './kit/overlay.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { personName } from '../../server/contract/names.ts';

const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/jobs', key: 'jobs', end: false },
  { to: '/employers', key: 'employers', end: false },
  { to: '/candidates', key: 'candidates', end: false },
  { to: '/umbrella', key: 'umbrella', end: false },
  { to: '/about', key: 'about', end: false },
  { to: '/contact', key: 'contact', end: false },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`;

function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { user, isChecking } = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  // Keeps the header still while the session is checked (no 'Sign In' flash for a signed-in user).
  if (isChecking) return <span className="account-placeholder" aria-hidden="true" />;
  if (!user) {
    return (
      <ButtonLink to="/login" intent="primary" className="header-signin" icon={<LogInIcon />}>
        {t('nav.signIn')}
      </ButtonLink>
    );
  }
  const name = personName(i18n.language, user.firstName, user.lastName) || user.email;
  return (
    <DropdownMenu
      label={t('nav.signedInAs', { name })}
      heading={t('nav.signedInAs', { name })}
      entries={[
        {
          key: 'dashboard',
          icon: <DashboardIcon />,
          text: t('nav.dashboard'),
          onSelect: () => void navigate(homeForRole(user.role)),
        },
        { key: 'signOut', icon: <LogOutIcon />, text: t('nav.signOut'), onSelect: () => logout.mutate() },
      ]}
      button={{
        variant: 'minimal',
        icon: <UserIcon />,
        endIcon: <ChevronDownIcon />,
        className: 'account-button',
        text: user.firstName || name,
      }}
    />
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useCurrentUser();
  const logout = useLogout();
  const close = () => setMenuOpen(false);
  const drawerTitleId = useId();

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={t('brand.homeLink')}>
          <Logo />
          <span className="brand-name">{t('brand.name')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('nav.mainNavigation')}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          <LanguageSwitch />
          <div className="desktop-only">
            <AccountMenu />
          </div>
          <Button
            className="menu-button"
            variant="minimal"
            icon={<MenuIcon />}
            text={t('nav.menu')}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          />
          {/* Without script the menu cannot open: this link to the footer's links shows instead (app.css). */}
          <a
            href="#site-footer"
            className={buttonClass({ variant: 'minimal', className: 'menu-button menu-link button-link' })}
            aria-label={t('nav.openMenu')}
          >
            <MenuIcon />
            <span className="ui-button-text">{t('nav.menu')}</span>
          </a>
        </div>
      </div>
      <Drawer isOpen={menuOpen} onClose={close} size="min(320px, 86vw)" className="mobile-drawer">
        {/* The panel's contents are the dialog, named by its title; 'display: contents' leaves the
            panel's layout as it is. */}
        <div role="dialog" aria-modal="true" aria-labelledby={drawerTitleId} style={{ display: 'contents' }}>
          <div className="ui-drawer-header">
            <h2 id={drawerTitleId} className="ui-heading">
              {t('nav.menu')}
            </h2>
            <Button
              aria-label={t('common.close')}
              icon={<SmallCrossIcon size={20} />}
              variant="minimal"
              onClick={close}
            />
          </div>
          <nav id="mobile-menu" className="mobile-nav" aria-label={t('nav.mobileNavigation')}>
            {NAV_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navClass} onClick={close}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
            <NavLink to="/privacy" className={navClass} onClick={close}>
              {t('nav.privacy')}
            </NavLink>
            <div className="mobile-nav__account">
              {user ? (
                <>
                  <p className="muted">
                    {t('nav.signedInAs', { name: personName(i18n.language, user.firstName, user.lastName) })}
                  </p>
                  <ButtonLink to={homeForRole(user.role)} fill onClick={close} icon={<DashboardIcon />}>
                    {t('nav.dashboard')}
                  </ButtonLink>
                  <Button
                    fill
                    variant="outlined"
                    icon={<LogOutIcon />}
                    text={t('nav.signOut')}
                    onClick={() => {
                      close();
                      logout.mutate();
                    }}
                  />
                </>
              ) : (
                <ButtonLink to="/login" intent="primary" fill onClick={close} icon={<LogInIcon />}>
                  {t('nav.signIn')}
                </ButtonLink>
              )}
            </div>
          </nav>
        </div>
      </Drawer>
    </header>
  );
}
