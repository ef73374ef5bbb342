import { SearchIcon } from '../../ui/kit/icons.tsx';
import { HomeIcon } from '../../ui/kit/pageIcons.tsx';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('notFound.title') });
  return (
    <div className="container not-found">
      <h1>
        <span className="not-found__code">{t('notFound.code')}</span>{' '}
        <span className="not-found__title">{t('notFound.title')}</span>
      </h1>
      <p className="lead">{t('notFound.text')}</p>
      <div className="button-row button-row--center">
        <ButtonLink to="/" intent="primary" large icon={<HomeIcon />}>
          {t('common.backToHome')}
        </ButtonLink>
        <ButtonLink to="/jobs" large outlined icon={<SearchIcon />}>
          {t('notFound.browseJobs')}
        </ButtonLink>
      </div>
    </div>
  );
}
