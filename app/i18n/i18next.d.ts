// Typed translation keys: t('missing.key') fails tsc. The key set is the English texts of the core and of
// every feature bundle (each feature's i18n.ts adds its own when its chunk loads).
import 'i18next';
import type { en } from './index.ts';
import type accountEn from '../features/account/locales/en.json';
import type adminEn from '../features/admin/locales/en.json';
import type alertsEn from '../features/alerts/locales/en.json';
import type applicationsEn from '../features/applications/locales/en.json';
import type candidateEn from '../features/candidate/locales/en.json';
import type contactEn from '../features/contact/locales/en.json';
import type employerEn from '../features/employer/locales/en.json';
import type landingEn from '../features/landing/locales/en.json';
import type registrationEn from '../features/registration/locales/en.json';
import type timesheetsEn from '../features/timesheets/locales/en.json';
import type payrollDocsEn from '../features/payrolldocs/locales/en.json';
import type deskEn from '../features/desk/locales/en.json';
import type interviewsEn from '../features/interviews/locales/en.json';
import type leadsEn from '../features/leads/locales/en.json';
import type navEn from '../features/nav/locales/en.json';
import type companiesEn from '../features/companies/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof accountEn &
        typeof adminEn &
        typeof alertsEn &
        typeof applicationsEn &
        typeof candidateEn &
        typeof contactEn &
        typeof employerEn &
        typeof landingEn &
        typeof registrationEn &
        typeof timesheetsEn &
        typeof payrollDocsEn &
        typeof deskEn &
        typeof interviewsEn &
        typeof leadsEn &
        typeof navEn &
        typeof companiesEn;
    };
    strictKeyChecks: true;
  }
}
