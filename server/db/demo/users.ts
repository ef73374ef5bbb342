// Demo people: staff, employers (with their company paragraph) and candidates (some with a CV).
// Emails are the keys other fixtures use, typed so a reference to an unknown person does not compile.
import type {
  ExperienceLevel,
  REGISTRATION_CATEGORIES,
  REGISTRATION_LOCATIONS,
  STAFF_ROLES,
} from '../../contract/index.ts';

interface StaffSeed {
  email: string;
  role: (typeof STAFF_ROLES)[number];
  firstName: string;
  lastName: string;
  joinedDaysAgo: number;
}

const staff = [
  { email: 'owner@portaltalent.eu', role: 'owner', firstName: 'Richard', lastName: 'Hartley', joinedDaysAgo: 400 },
  { email: 'admin@portaltalent.eu', role: 'admin', firstName: 'Eszter', lastName: 'Németh', joinedDaysAgo: 390 },
] as const satisfies readonly StaffSeed[];
export type StaffEmail = (typeof staff)[number]['email'];
export const STAFF: readonly StaffSeed[] = staff;

interface EmployerSeed {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  about: string;
  joinedDaysAgo: number;
  active: boolean;
}

interface EmployerSeed {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  about: string;
  joinedDaysAgo: number;
  active: boolean;
}

const employers = [
  {
    email: 'employer@portaltalent.eu',
    firstName: 'Katalin',
    lastName: 'Szabó',
    company: 'Danube Digital Bank',
    phone: '+36 1 555 0142',
    joinedDaysAgo: 210,
    active: true,
    about:
      'Danube Digital Bank is a fully licensed Hungarian digital bank serving more than 900,000 retail and SME customers from its headquarters in Budapest and its engineering hub in Debrecen. Its engineering, data and risk teams work in small product squads, and the bank invests heavily in cloud, automation and responsible AI. Benefits include a cafeteria allowance, private health insurance and 25 days of annual leave.',
  },
  {
    email: 'tomasz.wojcik@vistulasoft.pl',
    firstName: 'Tomasz',
    lastName: 'Wójcik',
    company: 'VistulaSoft',
    phone: '+48 22 555 0198',
    joinedDaysAgo: 140,
    active: true,
    about:
      'VistulaSoft is a Warsaw-based software house of 350 engineers building payment platforms, trading tools and data products for banks and fintech companies across Europe, with a second delivery centre in Kraków. We offer B2B or employment contracts, private medical care, a Multisport card and an annual training budget.',
  },
  {
    email: 'james.whitfield@thamescapital.co.uk',
    firstName: 'James',
    lastName: 'Whitfield',
    company: 'Thames Capital Partners',
    phone: '+44 20 7946 0321',
    joinedDaysAgo: 130,
    active: true,
    about:
      'Thames Capital Partners is an independent London asset manager with €18bn under management across multi-asset, fixed income and private credit strategies. The firm combines a collegiate partnership culture with institutional-grade risk management and technology, and offers a discretionary bonus, a generous pension and hybrid working.',
  },
  {
    email: 'aino.virtanen@northernlights.ai',
    firstName: 'Aino',
    lastName: 'Virtanen',
    company: 'Northern Lights AI',
    phone: '+358 9 555 0176',
    joinedDaysAgo: 120,
    active: true,
    about:
      'Northern Lights AI is a Helsinki-based applied AI company building language and forecasting models for banks, insurers and energy companies in the Nordics. The team of 80 includes researchers from leading universities and engineers who have shipped machine learning to millions of users. We offer stock options, flexible hours and relocation support to Finland.',
  },
  {
    email: 'erik.lindqvist@nordfinans.se',
    firstName: 'Erik',
    lastName: 'Lindqvist',
    company: 'Nordfinans',
    phone: '+46 8 555 0134',
    joinedDaysAgo: 110,
    active: true,
    about:
      'Nordfinans is a Stockholm-based provider of fund administration, SME lending and payroll technology, serving more than 120 investment funds and 400 employers in Sweden, Finland and Norway. The company is regulated by Finansinspektionen and offers occupational pension, wellness allowance and a hybrid working model.',
  },
  {
    email: 'peter.horvath@pannoncloud.hu',
    firstName: 'Péter',
    lastName: 'Horváth',
    company: 'Pannon Cloud',
    phone: '+36 52 555 0187',
    joinedDaysAgo: 340,
    active: false,
    about:
      'Pannon Cloud is a Debrecen-based managed cloud and IT services provider supporting manufacturing, logistics and financial-services clients in Hungary and the wider region, with its own data centre and a team of 60 engineers.',
  },
] as const satisfies readonly EmployerSeed[];
export type EmployerEmail = (typeof employers)[number]['email'];
export const EMPLOYERS: readonly EmployerSeed[] = employers;

/** The text of the generated demo CV (cvPdf.ts). */
export interface CvSeed {
  fileName: string;
  headline: string;
  city: string;
  summary: readonly string[];
}

interface CandidateSeed {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  location: (typeof REGISTRATION_LOCATIONS)[number];
  category: (typeof REGISTRATION_CATEGORIES)[number];
  experience: ExperienceLevel;
  remote: boolean;
  joinedDaysAgo: number;
  active: boolean;
  cv?: CvSeed;
}

const candidates = [
  {
    email: 'candidate@portaltalent.eu',
    firstName: 'Anna',
    lastName: 'Kovács',
    phone: '+36 30 123 4567',
    location: 'hungary',
    category: 'software-dev',
    experience: 'senior',
    remote: true,
    joinedDaysAgo: 75,
    active: true,
    cv: {
      fileName: 'Anna_Kovacs_CV.pdf',
      headline: 'Senior Full-Stack Developer',
      city: 'Budapest, Hungary',
      summary: [
        '8 years building web applications for banking and e-commerce clients.',
        'React, TypeScript, Node.js, Kotlin, PostgreSQL, AWS.',
        '2021-present: Senior Developer, retail banking platform, Budapest.',
        '2017-2021: Full-Stack Developer, e-commerce scale-up, Budapest.',
        'MSc Computer Science, Budapest University of Technology and Economics.',
      ],
    },
  },
  {
    email: 'piotr.nowak@example.com',
    firstName: 'Piotr',
    lastName: 'Nowak',
    phone: '+48 512 345 678',
    location: 'poland',
    category: 'data-science',
    experience: 'mid',
    remote: true,
    joinedDaysAgo: 68,
    active: true,
    cv: {
      fileName: 'Piotr_Nowak_CV.pdf',
      headline: 'Data Scientist',
      city: 'Warsaw, Poland',
      summary: [
        '5 years in customer analytics, forecasting and data engineering.',
        'Python, pandas, scikit-learn, SQL, Spark, Databricks, Tableau.',
        '2022-present: Data Scientist, consumer lending company, Warsaw.',
        '2020-2022: Data Analyst, telecom operator.',
        'MSc Applied Mathematics, Warsaw University of Technology.',
      ],
    },
  },
  {
    email: 'oliver.bennett@example.com',
    firstName: 'Oliver',
    lastName: 'Bennett',
    phone: '+44 7700 900412',
    location: 'uk',
    category: 'devops',
    experience: 'lead',
    remote: true,
    joinedDaysAgo: 64,
    active: true,
    cv: {
      fileName: 'Oliver_Bennett_CV.pdf',
      headline: 'Lead DevOps and Cloud Engineer',
      city: 'Manchester, UK',
      summary: [
        '12 years designing and running cloud platforms for banks and insurers.',
        'Azure, AWS, Kubernetes, Terraform, GitHub Actions, observability.',
        '2019-present: Lead Platform Engineer (contract), several UK banks.',
        '2013-2019: DevOps Engineer, insurance group, Leeds.',
        'Azure Solutions Architect Expert, CKA.',
      ],
    },
  },
  {
    email: 'mikko.korhonen@example.net',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    phone: '+358 40 512 3344',
    location: 'finland',
    category: 'ai-ml',
    experience: 'senior',
    remote: false,
    joinedDaysAgo: 61,
    active: true,
    cv: {
      fileName: 'Mikko_Korhonen_CV.pdf',
      headline: 'Senior Machine Learning Engineer',
      city: 'Espoo, Finland',
      summary: [
        'PhD in machine learning; 7 years of NLP and LLM work in industry.',
        'Python, PyTorch, Transformers, retrieval, evaluation, Kubernetes.',
        '2021-present: Senior ML Engineer, conversational AI start-up, Helsinki.',
        '2018-2021: Research Engineer, Aalto University.',
        'Publications at ACL and EMNLP workshops.',
      ],
    },
  },
  {
    email: 'elin.johansson@example.net',
    firstName: 'Elin',
    lastName: 'Johansson',
    phone: '+46 70 234 56 78',
    location: 'sweden',
    category: 'product-mgmt',
    experience: 'mid',
    remote: true,
    joinedDaysAgo: 58,
    active: true,
    cv: {
      fileName: 'Elin_Johansson_CV.pdf',
      headline: 'Product Owner and Scrum Master',
      city: 'Stockholm, Sweden',
      summary: [
        '6 years leading agile product teams in payments and fintech.',
        'Scrum, Kanban, Jira, user research, product analytics.',
        '2021-present: Product Owner, Nordic payments provider.',
        '2019-2021: Scrum Master, digital agency, Stockholm.',
        'PSM II, CSPO. Swedish, English, German.',
      ],
    },
  },
  {
    email: 'charlotte.evans@example.org',
    firstName: 'Charlotte',
    lastName: 'Evans',
    phone: '+44 7700 900876',
    location: 'uk',
    category: 'other',
    experience: 'senior',
    remote: false,
    joinedDaysAgo: 44,
    active: true,
    cv: {
      fileName: 'Charlotte_Evans_CV.pdf',
      headline: 'Senior Compliance Manager',
      city: 'London, UK',
      summary: [
        '10 years in compliance and financial crime at asset managers and banks.',
        'FCA rules, SMCR, MiFID II, AML and sanctions, Consumer Duty.',
        '2019-present: Compliance Manager, wealth manager, London.',
        '2015-2019: Financial Crime Analyst, international bank.',
        'ICA Diploma in Governance, Risk and Compliance.',
      ],
    },
  },
  {
    email: 'bence.varga@example.com',
    firstName: 'Bence',
    lastName: 'Varga',
    phone: '+36 20 987 6543',
    location: 'hungary',
    category: 'ai-ml',
    experience: 'junior',
    remote: true,
    joinedDaysAgo: 5,
    active: true,
  },
  {
    email: 'agnieszka.kowalska@example.org',
    firstName: 'Agnieszka',
    lastName: 'Kowalska',
    phone: '+48 601 234 567',
    location: 'poland',
    category: 'software-dev',
    experience: 'senior',
    remote: true,
    joinedDaysAgo: 200,
    active: true,
  },
  {
    email: 'laura.makinen@example.net',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    phone: null,
    location: 'finland',
    category: 'data-science',
    experience: 'junior',
    remote: true,
    joinedDaysAgo: 2,
    active: true,
  },
  {
    email: 'johan.andersson@example.org',
    firstName: 'Johan',
    lastName: 'Andersson',
    phone: '+46 73 345 67 89',
    location: 'sweden',
    category: 'devops',
    experience: 'senior',
    remote: false,
    joinedDaysAgo: 345,
    active: false,
  },
  {
    email: 'zsofia.molnar@example.com',
    firstName: 'Zsófia',
    lastName: 'Molnár',
    phone: '+36 70 555 1234',
    location: 'other',
    category: 'product-mgmt',
    experience: 'lead',
    remote: true,
    joinedDaysAgo: 95,
    active: true,
  },
  {
    email: 'michal.zielinski@example.com',
    firstName: 'Michał',
    lastName: 'Zieliński',
    phone: '+48 698 765 432',
    location: 'poland',
    category: 'devops',
    experience: 'mid',
    remote: true,
    joinedDaysAgo: 12,
    active: true,
  },
] as const satisfies readonly CandidateSeed[];
export type CandidateEmail = (typeof candidates)[number]['email'];
export const CANDIDATES: readonly CandidateSeed[] = candidates;
