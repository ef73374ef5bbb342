// Home: hero with Find Your Next Role / Post a Job, three service cards, the stats strip,
// and 'Register or Sign In' for candidates and employers (each opens its registration modal).
import { Button, Card } from '../../ui/kit/kit.tsx';
import { ArrowRightIcon, BankAccountIcon, ChartIcon, OfficeIcon, SearchIcon, UserIcon } from '../../ui/kit/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDialogs } from '../dialogs/context.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Hero, Section } from '../../ui/Marketing.tsx';
import { useDocumentMeta } from '../../ui/useDocumentMeta.ts';

const STATS = [
  { value: '500+', key: 'statPlacements' },
  { value: '6', key: 'statCountries' },
  { value: '200+', key: 'statCompanies' },
  { value: '24/7', key: 'statSupport' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  useDocumentMeta({ canonicalPath: '/' });

  const services = [
    {
      to: '/jobs',
      icon: <SearchIcon size={22} />,
      title: t('home.recruitmentTitle'),
      text: t('home.recruitmentText'),
      link: t('home.recruitmentLink'),
    },
    {
      to: '/umbrella',
      icon: <BankAccountIcon size={22} />,
      title: t('home.umbrellaTitle'),
      text: t('home.umbrellaText'),
      link: t('home.umbrellaLink'),
    },
    {
      to: '/contact',
      icon: <ChartIcon size={22} />,
      title: t('home.consultingTitle'),
      text: t('home.consultingText'),
      link: t('home.consultingLink'),
    },
  ];

  return (
    <>
      <Hero variant="home" eyebrow={t('home.eyebrow')} title={t('home.heroTitle')} text={t('home.heroText')}>
        <ButtonLink to="/jobs" large intent="primary" className="button-on-dark" endIcon={<ArrowRightIcon />}>
          {t('home.findRole')}
        </ButtonLink>
        <Button
          size="large"
          variant="outlined"
          className="button-ghost-light"
          text={t('home.postJob')}
          onClick={() => dialogs.open({ kind: 'employerRequest' })}
        />
      </Hero>

      <section className="stats-strip" aria-label={t('home.statsLabel')}>
        <dl className="container stats">
          {STATS.map((s) => (
            <div key={s.key} className="stat">
              <dt>{t(`home.${s.key}`)}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section title={t('home.servicesTitle')} text={t('home.servicesText')} id="services">
        <ul className="service-cards">
          {services.map((s) => (
            <li key={s.to}>
              <Card className="service-card">
                <span className="feature__icon" aria-hidden="true">
                  {s.icon}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
                <Link to={s.to} className="arrow-link">
                  {s.link} <ArrowRightIcon size={14} aria-hidden />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('home.getStartedTitle')} text={t('home.getStartedText')} tone="muted" id="get-started">
        <div className="audience-cards">
          <Card className="audience-card">
            <span className="feature__icon" aria-hidden="true">
              <UserIcon size={22} />
            </span>
            <h3>{t('home.candidatesTitle')}</h3>
            <p>{t('home.candidatesText')}</p>
            <Button
              intent="primary"
              text={t('common.registerOrSignIn')}
              onClick={() => dialogs.open({ kind: 'candidateRegistration' })}
            />
          </Card>
          <Card className="audience-card">
            <span className="feature__icon" aria-hidden="true">
              <OfficeIcon size={22} />
            </span>
            <h3>{t('home.employersTitle')}</h3>
            <p>{t('home.employersText')}</p>
            <Button
              intent="primary"
              text={t('common.registerOrSignIn')}
              onClick={() => dialogs.open({ kind: 'employerRegistration' })}
            />
          </Card>
        </div>
      </Section>
    </>
  );
}
