// /employers: hero with Post a Job, four benefits, the four-step process, a call to action;
// 'Register or Sign In' opens the employer registration modal.
import { Button } from '../../ui/kit/kit.tsx';
import { EndorsedIcon, GlobeNetworkIcon, LightningIcon, TargetIcon } from '../../ui/kit/pageIcons.tsx';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/context.ts';
import { CallToAction, FeatureGrid, Hero, Section, Steps } from '../../ui/Marketing.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import './i18n.ts';

export default function EmployersPage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  useDocumentMeta({
    title: t('nav.employers'),
    description: t('meta.employersDescription'),
    canonicalPath: '/employers',
  });
  const postJob = () => dialogs.open({ kind: 'employerRequest' });
  return (
    <>
      <Hero eyebrow={t('employers.eyebrow')} title={t('employers.heroTitle')} text={t('employers.heroText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('employers.postJob')}
          onClick={postJob}
        />
        <Button
          size="large"
          variant="outlined"
          className="button-ghost-light"
          text={t('common.registerOrSignIn')}
          onClick={() => dialogs.open({ kind: 'employerRegistration' })}
        />
      </Hero>
      <Section title={t('employers.benefitsTitle')} id="benefits">
        <FeatureGrid
          items={[
            { icon: <TargetIcon size={22} />, title: t('employers.targetedTitle'), text: t('employers.targetedText') },
            {
              icon: <GlobeNetworkIcon size={22} />,
              title: t('employers.networkTitle'),
              text: t('employers.networkText'),
            },
            { icon: <LightningIcon size={22} />, title: t('employers.fastTitle'), text: t('employers.fastText') },
            { icon: <EndorsedIcon size={22} />, title: t('employers.qualityTitle'), text: t('employers.qualityText') },
          ]}
        />
      </Section>
      <Section title={t('employers.processTitle')} text={t('employers.processText')} tone="muted" id="process">
        <Steps
          items={([1, 2, 3, 4] as const).map((n) => ({
            title: t(`employers.step${n}Title`),
            text: t(`employers.step${n}Text`),
          }))}
        />
      </Section>
      <CallToAction title={t('employers.ctaTitle')} text={t('employers.ctaText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('employers.postJob')}
          onClick={postJob}
        />
        <Button
          size="large"
          variant="outlined"
          className="button-ghost-light"
          text={t('common.registerOrSignIn')}
          onClick={() => dialogs.open({ kind: 'employerRegistration' })}
        />
      </CallToAction>
    </>
  );
}
