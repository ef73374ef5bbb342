import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { ContentView } from './ContentView.tsx';

type LegalSlug = 'privacy' | 'terms' | 'cookies';

export default function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  const title = t(`legal.${slug}Title`);
  useDocumentMeta({ title, description: t(`meta.${slug}Description`), canonicalPath: `/${slug}` });
  return (
    <ContentView
      slug={slug}
      title={title}
      errorTitle={t(`legal.${slug}Error`)}
      errorText={t(`legal.${slug}ErrorText`)}
    />
  );
}
