// Demo contractor contracts between demo candidates and employers.
import type { CONTRACT_SOURCES } from '../../contract/index.ts';
import type { CandidateEmail, EmployerEmail } from './users.ts';

interface ContractSeed {
  contractor: CandidateEmail;
  employer: EmployerEmail;
  jobTitle: string;
  startInDays: number | null;
  endInDays: number | null;
  dayRate: number;
  feePercentage: number | null;
  source: (typeof CONTRACT_SOURCES)[number];
  notes: string | null;
  createdDaysAgo: number;
}

// Dates relative to today, so the derived statuses (pending, upcoming, active, completed) all stay present.
export const CONTRACTS: readonly ContractSeed[] = [
  {
    contractor: 'oliver.bennett@example.com',
    employer: 'james.whitfield@thamescapital.co.uk',
    jobTitle: 'Cloud Architect (Azure)',
    startInDays: -14,
    endInDays: 168,
    dayRate: 65000,
    feePercentage: 1250,
    source: 'portal_match',
    createdDaysAgo: 20,
    notes: 'Placed through the portal vacancy. Six-month initial term with an option to extend; hybrid in London.',
  },
  {
    contractor: 'elin.johansson@example.net',
    employer: 'tomasz.wojcik@vistulasoft.pl',
    jobTitle: 'Scrum Master',
    startInDays: -10,
    endInDays: null,
    dayRate: 42000,
    feePercentage: 1000,
    source: 'portal_match',
    createdDaysAgo: 18,
    notes: 'Rolling contract, one month notice. Remote with quarterly visits to Warsaw.',
  },
  {
    contractor: 'candidate@portaltalent.eu',
    employer: 'erik.lindqvist@nordfinans.se',
    jobTitle: 'Backend Developer (Kotlin)',
    startInDays: 14,
    endInDays: 196,
    dayRate: 52000,
    feePercentage: 1200,
    source: 'portal_match',
    createdDaysAgo: 6,
    notes: 'Hungarian umbrella payroll. Equipment shipped to Budapest before the start date.',
  },
  {
    contractor: 'agnieszka.kowalska@example.org',
    employer: 'employer@portaltalent.eu',
    jobTitle: 'Senior Java Developer',
    startInDays: -180,
    endInDays: -12,
    dayRate: 48000,
    feePercentage: 1100,
    source: 'internal',
    createdDaysAgo: 190,
    notes: 'Completed on schedule; the client rated the engagement excellent.',
  },
  {
    contractor: 'johan.andersson@example.org',
    employer: 'peter.horvath@pannoncloud.hu',
    jobTitle: 'Kubernetes Platform Engineer',
    startInDays: -320,
    endInDays: -130,
    dayRate: 55000,
    feePercentage: null,
    source: 'internal',
    createdDaysAgo: 330,
    notes: null,
  },
  {
    contractor: 'mikko.korhonen@example.net',
    employer: 'aino.virtanen@northernlights.ai',
    jobTitle: 'AI Research Consultant',
    startInDays: null,
    endInDays: null,
    dayRate: 70000,
    feePercentage: 1500,
    source: 'portal_match',
    createdDaysAgo: 3,
    notes: 'Awaiting the signed statement of work; start date to be agreed.',
  },
  {
    contractor: 'zsofia.molnar@example.com',
    employer: 'employer@portaltalent.eu',
    jobTitle: 'Interim Product Lead – Cards',
    startInDays: -75,
    endInDays: 45,
    dayRate: 60000,
    feePercentage: 1250,
    source: 'internal',
    createdDaysAgo: 85,
    notes: 'Covers a parental leave; extension to be discussed one month before the end date.',
  },
  {
    contractor: 'bence.varga@example.com',
    employer: 'aino.virtanen@northernlights.ai',
    jobTitle: 'Junior ML Engineer',
    startInDays: 30,
    endInDays: 212,
    dayRate: 28000,
    feePercentage: 1000,
    source: 'internal',
    createdDaysAgo: 2,
    notes: null,
  },
];
