// Demo submissions of the public forms: contact enquiries and employer staffing requests. Keys are
// the table's columns, so a row is the fixture plus its dates.
import type { CONTACT_SUBJECTS, REQUEST_LOCATIONS, URGENCIES } from '../../contract/index.ts';

interface ContactEnquirySeed {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: (typeof CONTACT_SUBJECTS)[number];
  message: string;
  daysAgo: number;
}

interface EmployerRequestSeed {
  company_name: string;
  contact_person: string;
  email: string;
  phone: string | null;
  job_title: string;
  location: (typeof REQUEST_LOCATIONS)[number];
  urgency: (typeof URGENCIES)[number];
  description: string;
  daysAgo: number;
}

export const CONTACT_ENQUIRIES: readonly ContactEnquirySeed[] = [
  {
    first_name: 'Márton',
    last_name: 'Fehér',
    email: 'marton.feher@example.com',
    phone: '+36 30 412 7789',
    subject: 'umbrella',
    message:
      'Hello, I am a freelance SAP consultant starting a nine-month project for a German client in Budapest in January. Could you tell me how your umbrella service works, what the monthly cost would be and how quickly I could be set up?',
    daysAgo: 1,
  },
  {
    first_name: 'Sarah',
    last_name: 'Mitchell',
    email: 'sarah.mitchell@example.co.uk',
    phone: '+44 20 7946 0855',
    subject: 'recruitment',
    message:
      'We are a London-based payments company planning to build a data engineering team of five in Budapest next year. I would like to discuss your recruitment approach, typical timelines and fees. Could we arrange a call next week?',
    daysAgo: 3,
  },
  {
    first_name: 'Katarzyna',
    last_name: 'Zielińska',
    email: 'k.zielinska@example.pl',
    phone: null,
    subject: 'general',
    message:
      'I registered as a candidate last month but I cannot see my CV on my profile. Could you check whether the upload worked? I am mainly interested in data engineering roles in Kraków or remote.',
    daysAgo: 6,
  },
  {
    first_name: 'Lauri',
    last_name: 'Heikkinen',
    email: 'lauri.heikkinen@example.fi',
    phone: '+358 50 321 4455',
    subject: 'partnership',
    message:
      'I run a small AI training company in Tampere. We regularly meet graduates looking for their first ML roles and would like to explore a referral partnership with Portal Talent. Would you be open to a short introductory meeting?',
    daysAgo: 11,
  },
  {
    first_name: 'Ildikó',
    last_name: 'Balogh',
    email: 'ildiko.balogh@example.hu',
    phone: '+36 70 234 9981',
    subject: 'umbrella',
    message:
      'Jó napot! I work as a contract payroll consultant for a Dutch company and would like to switch from my own company to an umbrella arrangement. Do you handle clients paying in euro, and how are holidays and sick pay treated?',
    daysAgo: 17,
  },
];

export const EMPLOYER_REQUESTS: readonly EmployerRequestSeed[] = [
  {
    company_name: 'Alföld Biztosító Zrt.',
    contact_person: 'Réka Farkas',
    email: 'reka.farkas@example.hu',
    phone: '+36 62 555 0190',
    job_title: 'Actuarial Data Scientist',
    location: 'hungary',
    urgency: 'high',
    description:
      'We need an actuarial data scientist to modernise our motor insurance pricing models (GLMs to gradient boosting) before the next renewal season. Szeged or Budapest, hybrid; start as soon as possible.',
    daysAgo: 2,
  },
  {
    company_name: 'Wawel Payments S.A.',
    contact_person: 'Marta Lewandowska',
    email: 'marta.lewandowska@example.pl',
    phone: '+48 12 555 0147',
    job_title: 'Senior Go Engineer',
    location: 'poland',
    urgency: 'medium',
    description:
      'Two senior Go engineers for our card-acquiring platform in Kraków. Experience with PCI DSS environments and high-throughput transaction processing required.',
    daysAgo: 9,
  },
  {
    company_name: 'Saltsjö Försäkring AB',
    contact_person: 'Anders Berg',
    email: 'anders.berg@example.se',
    phone: '+46 8 555 0162',
    job_title: 'Head of Data Governance',
    location: 'sweden',
    urgency: 'low',
    description:
      'We are looking for a Head of Data Governance to set up our data ownership model and prepare for new EU reporting requirements. Stockholm, permanent role, flexible start within six months.',
    daysAgo: 15,
  },
  {
    company_name: 'Kestrel Wealth Ltd',
    contact_person: 'Hannah Clarke',
    email: 'hannah.clarke@example.co.uk',
    phone: null,
    job_title: 'Cloud FinOps Engineer',
    location: 'remote',
    urgency: 'medium',
    description:
      'A remote FinOps engineer on a three-month contract to review our AWS spending, set up cost allocation and tagging, and train our engineers in cost-aware architecture.',
    daysAgo: 24,
  },
];
