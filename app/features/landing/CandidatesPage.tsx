// /candidates: hero with Register Now and Browse Jobs, four benefits, four services, a call
// to action; 'Register or Sign In' opens the candidate registration modal.
import { Button } from '../../ui/kit/kit.tsx';
import {
  ChatIcon,
  DocumentIcon,
  DoubleChevronUpIcon,
  HeartIcon,
  KeyIcon,
  MapIcon,
  PeopleIcon,
  PredictiveAnalysisIcon,
} from '../../ui/kit/pageIcons.tsx';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/context.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { CallToAction, FeatureGrid, Hero, Section } from '../../ui/Marketing.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import './i18n.ts';

export default function CandidatesPage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  useDocumentMeta({
    title: t('nav.candidates'),
    description: t('meta.candidatesDescription'),
    canonicalPath: '/candidates',
  });
  const register = () => dialogs.open({ kind: 'candidateRegistration' });
  return (
    <>
      <Hero eyebrow={t('candidates.eyebrow')} title={t('candidates.heroTitle')} text={t('candidates.heroText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('candidates.registerNow')}
          onClick={register}
        />
        <ButtonLink to="/jobs" large outlined className="button-ghost-light">
          {t('candidates.browseJobs')}
        </ButtonLink>
      </Hero>
      <Section title={t('candidates.benefitsTitle')} id="benefits">
        <FeatureGrid
          items={[
            { icon: <KeyIcon size={22} />, title: t('candidates.exclusiveTitle'), text: t('candidates.exclusiveText') },
            { icon: <MapIcon size={22} />, title: t('candidates.guidanceTitle'), text: t('candidates.guidanceText') },
            { icon: <PeopleIcon size={22} />, title: t('candidates.networkTitle'), text: t('candidates.networkText') },
            {
              icon: <DoubleChevronUpIcon size={22} />,
              title: t('candidates.growthTitle'),
              text: t('candidates.growthText'),
            },
          ]}
        />
      </Section>
      <Section title={t('candidates.servicesTitle')} tone="muted" id="support">
        <FeatureGrid
          items={[
            { icon: <DocumentIcon size={22} />, title: t('candidates.cvTitle'), text: t('candidates.cvText') },
            {
              icon: <ChatIcon size={22} />,
              title: t('candidates.interviewTitle'),
              text: t('candidates.interviewText'),
            },
            {
              icon: <PredictiveAnalysisIcon size={22} />,
              title: t('candidates.matchingTitle'),
              text: t('candidates.matchingText'),
            },
            { icon: <HeartIcon size={22} />, title: t('candidates.supportTitle'), text: t('candidates.supportText') },
          ]}
        />
      </Section>
      <CallToAction title={t('candidates.ctaTitle')} text={t('candidates.ctaText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('common.registerOrSignIn')}
          onClick={register}
        />
        <ButtonLink to="/jobs" large outlined className="button-ghost-light">
          {t('candidates.browseJobs')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
