import { Button, ButtonGroup } from './kit/kit.tsx';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/index.ts';
import { LANGUAGES } from '../../server/contract/options.ts';
import { saveLanguage } from '../features/account/language.ts';

/** English/Hungarian switch: applies at once and is remembered in localStorage (see i18n/index.ts). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <ButtonGroup className={`language-switch ${className ?? ''}`} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="small"
          variant={current === lng ? 'solid' : 'minimal'}
          intent={current === lng ? 'primary' : 'none'}
          aria-pressed={current === lng}
          lang={lng}
          title={t(`language.${lng}`)}
          onClick={() => {
            void chooseLanguage(lng);
            saveLanguage(lng);
          }}
        >
          {lng.toUpperCase()}
          <span className="visually-hidden"> ({t(`language.${lng}`)})</span>
        </Button>
      ))}
    </ButtonGroup>
  );
}
