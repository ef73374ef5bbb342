import { describe, expect, it } from 'vitest';
import type { AdminCandidate, AdminEmployer, Contract, User } from '../../../server/contract/index.ts';
import { filterCandidates, filterContracts, filterEmployers, filterUsers } from './filters.ts';
import { formatEuro, formatPercent, fromHundredths, toHundredths } from './format.ts';

const candidate = (over: Partial<AdminCandidate>): AdminCandidate => ({
  id: 1,
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'anna@example.com',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  applicationCount: 0,
  registration: {
    phone: null,
    currentLocation: 'Budapest',
    jobCategory: 'Data Science',
    experience: 'mid',
    availableForRemote: true,
  },
  ...over,
});
const employer = (over: Partial<AdminEmployer>): AdminEmployer => ({
  id: 1,
  firstName: 'Gábor',
  lastName: 'Szabó',
  email: 'gabor@tisza.hu',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  jobCount: 0,
  request: { companyName: 'Tisza Analytics Kft.' },
  ...over,
});

describe('candidate search', () => {
  const rows = [
    candidate({ id: 1 }),
    candidate({
      id: 2,
      firstName: 'Péter',
      lastName: 'Nagy',
      email: 'peter@corp.eu',
      registration: {
        phone: '+36',
        currentLocation: 'Warsaw',
        jobCategory: 'IT & Technology',
        experience: 'senior',
        availableForRemote: false,
      },
    }),
    candidate({ id: 3, firstName: 'Zoe', lastName: 'Smith', email: 'zoe@mail.uk', registration: null }),
  ];
  const ids = (q: string) => filterCandidates(rows, q).map((c) => c.id);

  it('matches first name, last name, email, location and category, case-insensitively', () => {
    expect(ids('anna')).toEqual([1]);
    expect(ids('NAGY')).toEqual([2]);
    expect(ids('mail.uk')).toEqual([3]);
    expect(ids('warsaw')).toEqual([2]);
    expect(ids('it & tech')).toEqual([2]);
    expect(ids('data sci')).toEqual([1]);
  });

  it('keeps everything for an empty query and nothing for an unknown one', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
    expect(ids('nobody')).toEqual([]);
  });

  it('does not search fields the SPEC does not name (phone, experience)', () => {
    expect(ids('+36')).toEqual([]);
    expect(ids('senior')).toEqual([]);
  });
});

describe('employer search', () => {
  const rows = [
    employer({ id: 1 }),
    employer({ id: 2, firstName: 'Eva', lastName: 'Berg', email: 'eva@nordic.se', request: null }),
  ];
  const ids = (q: string) => filterEmployers(rows, q).map((e) => e.id);
  it('matches first name, last name, email and company name', () => {
    expect(ids('gábor')).toEqual([1]);
    expect(ids('berg')).toEqual([2]);
    expect(ids('NORDIC')).toEqual([2]);
    expect(ids('tisza analytics')).toEqual([1]);
    expect(ids('x')).toEqual([]);
  });
});

describe('contract search and status filter', () => {
  const base: Contract = {
    id: 1,
    contractorId: 1,
    employerId: 2,
    jobTitle: 'Data Engineer',
    startDate: '2025-01-01',
    endDate: null,
    dayRate: 45000,
    feePercentage: 1250,
    source: 'internal',
    notes: null,
    status: 'active',
    contractorName: 'Anna Kovács',
    employerName: 'Gábor Szabó',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  const rows = [
    base,
    { ...base, id: 2, status: 'completed' as const, jobTitle: 'QA Lead', contractorName: 'Péter Nagy' },
  ];
  it('filters by text and status together', () => {
    expect(filterContracts(rows, 'data', 'all').map((c) => c.id)).toEqual([1]);
    expect(filterContracts(rows, '', 'completed').map((c) => c.id)).toEqual([2]);
    expect(filterContracts(rows, 'szabó', 'active').map((c) => c.id)).toEqual([1]);
    expect(filterContracts(rows, 'qa', 'active')).toEqual([]);
  });
});

describe('money and percent', () => {
  it('turns euros into cents and percents into hundredths, accepting a decimal comma', () => {
    expect(toHundredths('450')).toBe(45000);
    expect(toHundredths('450.5')).toBe(45050);
    expect(toHundredths('450,05')).toBe(45005);
    expect(toHundredths(' 0.99 ')).toBe(99);
    expect(toHundredths('')).toBeNull();
    expect(toHundredths('12.345')).toBeNaN();
    expect(toHundredths('abc')).toBeNaN();
    expect(toHundredths('12.5')).toBe(1250);
    expect(toHundredths('15')).toBe(1500);
    expect(fromHundredths(45050)).toBe('450.50');
    expect(fromHundredths(45000)).toBe('450');
  });

  it('shows EUR in the current language', () => {
    expect(formatEuro(45050, 'en')).toBe('€450.50');
    expect(formatEuro(123456, 'hu')).toMatch(/^1\s?234,56\s(EUR|€)$/);
    expect(formatPercent(1250, 'en')).toBe('12.5%');
  });
});

describe('user search', () => {
  const user = (id: number, role: 'admin' | 'candidate' | 'employer'): User =>
    ({
      id,
      email: `u${id}@example.com`,
      role,
      firstName: 'Kata',
      lastName: `Tóth ${id}`,
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    }) as User;
  const rows = [user(1, 'admin'), user(2, 'candidate'), user(3, 'employer')];
  const hu: Record<string, string> = { admin: 'Adminisztrátor', candidate: 'Álláskereső', employer: 'Munkáltató' };

  it('finds users by the role name shown on screen as well as by its value', () => {
    expect(filterUsers(rows, 'candidate').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(rows, 'álláskereső', (r) => hu[r] ?? r).map((u) => u.id)).toEqual([2]);
    expect(filterUsers(rows, 'álláskereső').map((u) => u.id)).toEqual([]);
    expect(filterUsers(rows, 'kata tóth 3').map((u) => u.id)).toEqual([3]);
  });
});
