// /umbrella: six services, an FAQ of four collapsible items, and a call to action that opens
// the contact modal.
import { Button, Collapse } from '../../ui/kit/kit.tsx';
import { BankAccountIcon, ChevronDownIcon } from '../../ui/kit/icons.tsx';
import { DocumentIcon, DollarIcon, HeadsetIcon, ShieldIcon, TimelineBarChartIcon } from '../../ui/kit/pageIcons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/context.ts';
import { UmbrellaCalculator } from './UmbrellaCalculator.tsx';
import { CallToAction, FeatureGrid, Hero, Section } from '../../ui/Marketing.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import './i18n.ts';

function FaqItem({ n, question, answer }: { n: number; question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const panelId = `faq-panel-${n}`;
  return (
    <li className={`faq-item${open ? ' is-open' : ''}`}>
      <h3>
        <button
          type="button"
          className="faq-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{question}</span>
          <ChevronDownIcon className="faq-item__chevron" aria-hidden />
        </button>
      </h3>
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={panelId} className="faq-item__answer" role="region" aria-label={question}>
          <p>{answer}</p>
        </div>
      </Collapse>
    </li>
  );
}

export default function UmbrellaPage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  useDocumentMeta({ title: t('nav.umbrella'), description: t('meta.umbrellaDescription'), canonicalPath: '/umbrella' });
  const contact = () => dialogs.open({ kind: 'contact', subject: 'umbrella' });
  return (
    <>
      <Hero eyebrow={t('umbrella.eyebrow')} title={t('umbrella.heroTitle')} text={t('umbrella.heroText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('umbrella.contactUs')}
          onClick={contact}
        />
      </Hero>
      <Section title={t('payroll.calculatorTitle')} text={t('payroll.calculatorText')} id="calculator">
        <UmbrellaCalculator />
      </Section>
      <Section title={t('umbrella.servicesTitle')} id="included">
        <FeatureGrid
          columns={3}
          items={[
            { icon: <BankAccountIcon size={22} />, title: t('umbrella.payrollTitle'), text: t('umbrella.payrollText') },
            { icon: <DocumentIcon size={22} />, title: t('umbrella.invoiceTitle'), text: t('umbrella.invoiceText') },
            {
              icon: <ShieldIcon size={22} />,
              title: t('umbrella.complianceTitle'),
              text: t('umbrella.complianceText'),
            },
            { icon: <HeadsetIcon size={22} />, title: t('umbrella.supportTitle'), text: t('umbrella.supportText') },
            {
              icon: <TimelineBarChartIcon size={22} />,
              title: t('umbrella.reportingTitle'),
              text: t('umbrella.reportingText'),
            },
            { icon: <DollarIcon size={22} />, title: t('umbrella.currencyTitle'), text: t('umbrella.currencyText') },
          ]}
        />
      </Section>
      <Section title={t('umbrella.faqTitle')} tone="muted" id="faq">
        <ul className="faq">
          {([1, 2, 3, 4] as const).map((n) => (
            <FaqItem key={n} n={n} question={t(`umbrella.faq${n}Question`)} answer={t(`umbrella.faq${n}Answer`)} />
          ))}
        </ul>
      </Section>
      <CallToAction title={t('umbrella.ctaTitle')} text={t('umbrella.ctaText')}>
        <Button
          size="large"
          intent="primary"
          className="button-on-dark"
          text={t('umbrella.contactUs')}
          onClick={contact}
        />
      </CallToAction>
    </>
  );
}
