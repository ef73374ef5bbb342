import type { MouseEvent } from 'react';
import { ButtonGroup, buttonClass } from './kit/kit.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { chooseLanguage } from '../i18n/index.ts';
import { LANGUAGES, type Language } from '../../server/contract/options.ts';
import { saveLanguage } from '../features/account/language.ts';

/** This page's address in `lng` (`?lang=`, which the server draws the page in). */
function addressIn(pathname: string, search: string, lng: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', lng);
  return `${pathname}?${params.toString()}`;
}

/**
 * English/Hungarian switch: links to this page in each language, so a tap works before the app is live
 * (or without script): the server draws the page in the language the address names. Once the app is live,
 * a tap switches at once, with no reload, and is remembered in localStorage (see i18n/index.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = i18n.resolvedLanguage ?? 'en';
  const choose = (e: MouseEvent, lng: Language) => {
    // A new tab or window (modifier keys, middle button) opens the address as it is.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void chooseLanguage(lng);
    saveLanguage(lng);
  };
  return (
    <ButtonGroup className={`language-switch ${className ?? ''}`} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <a
          key={lng}
          href={addressIn(pathname, search, lng)}
          className={buttonClass({
            size: 'small',
            variant: current === lng ? 'solid' : 'minimal',
            intent: current === lng ? 'primary' : 'none',
            className: 'button-link',
          })}
          aria-current={current === lng ? 'true' : undefined}
          lang={lng}
          hrefLang={lng}
          title={t(`language.${lng}`)}
          onClick={(e) => choose(e, lng)}
        >
          {lng.toUpperCase()}
          <span className="visually-hidden"> ({t(`language.${lng}`)})</span>
        </a>
      ))}
    </ButtonGroup>
  );
}
