import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { ContentView } from './ContentView.tsx';

export default function AboutPage() {
  const { t } = useTranslation();
  useDocumentMeta({
    title: t('about.title'),
    description: t('meta.aboutDescription'),
    keywords: t('meta.aboutKeywords'),
    canonicalPath: '/about',
  });
  return (
    <ContentView
      slug="about"
      title={t('about.title')}
      errorTitle={t('about.errorTitle')}
      errorText={t('about.errorText')}
    />
  );
}
