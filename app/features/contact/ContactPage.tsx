// /contact: enquiry form, contact information card (address, email, business hours) and three
// buttons opening the Post a Job, Register as Candidate and Umbrella Services dialogs.
import { Button, Card } from '@blueprintjs/core';
import { BankAccountIcon, EnvelopeIcon, MapMarkerIcon, OfficeIcon, TimeIcon, UserIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/context.ts';
import { CONTACT_EMAIL } from '../../ui/Footer.tsx';
import { PageHeader } from '../../ui/PageStates.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';
import { ContactForm } from './ContactForm.tsx';
import '../../ui/blueprint.ts';
import './i18n.ts';

export default function ContactPage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  useDocumentMeta({ title: t('contact.title'), description: t('meta.contactDescription'), canonicalPath: '/contact' });
  return (
    <>
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <div className="container contact-layout">
        <Card className="contact-form-card" elevation={1}>
          <h2>{t('contact.formTitle')}</h2>
          <ContactForm idPrefix="contact" />
        </Card>
        <div className="contact-aside">
          <Card className="info-card">
            <h2>{t('contact.infoTitle')}</h2>
            <dl className="info-list">
              <div>
                <dt>
                  <MapMarkerIcon aria-hidden /> {t('contact.address')}
                </dt>
                <dd className="pre-line">{t('contact.addressValue')}</dd>
              </div>
              <div>
                <dt>
                  <EnvelopeIcon aria-hidden /> {t('contact.emailLabel')}
                </dt>
                <dd>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <TimeIcon aria-hidden /> {t('contact.hours')}
                </dt>
                <dd>{t('contact.hoursValue')}</dd>
              </div>
            </dl>
          </Card>
          <Card className="info-card">
            <h2>{t('contact.actionsTitle')}</h2>
            <p className="muted">{t('contact.actionsText')}</p>
            <div className="stacked-buttons">
              <Button
                fill
                alignText="start"
                icon={<OfficeIcon />}
                text={t('contact.postJob')}
                onClick={() => dialogs.open({ kind: 'employerRequest' })}
              />
              <Button
                fill
                alignText="start"
                icon={<UserIcon />}
                text={t('contact.registerCandidate')}
                onClick={() => dialogs.open({ kind: 'candidateRegistration' })}
              />
              <Button
                fill
                alignText="start"
                icon={<BankAccountIcon />}
                text={t('contact.umbrellaServices')}
                onClick={() => dialogs.open({ kind: 'contact', subject: 'umbrella' })}
              />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
