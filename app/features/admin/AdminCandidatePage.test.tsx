import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateFile } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { json, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import AdminCandidatePage from './AdminCandidatePage.tsx';

const admin = makeUser({ id: 1, role: 'admin' });
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const file: CandidateFile = {
  candidate: {
    id: 7,
    firstName: 'Réka',
    lastName: 'Szabó',
    email: 'reka@example.com',
    isActive: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    applicationCount: 1,
    registration: {
      phone: '+36 30 123 4567',
      currentLocation: 'budapest',
      jobCategory: null,
      experience: 'senior',
      availableForRemote: true,
      skills: ['Apache Spark', 'dbt'],
    },
  },
  applications: [
    {
      id: 31,
      jobId: 4,
      candidateId: 7,
      status: 'interview',
      cvUrl: '/api/files/abc',
      appliedAt: '2026-11-02T09:00:00.000Z',
      job: {
        title: 'Data Engineer',
        company: 'OTP Bank',
        location: 'Budapest',
        type: 'full-time',
        slug: 'data-engineer',
        isActive: true,
        salary: null,
      },
      candidate: { firstName: 'Réka', lastName: 'Szabó', email: 'reka@example.com' },
    },
  ],
  cvs: [
    {
      url: '/api/files/abc',
      name: 'reka-cv.pdf',
      mimeType: 'application/pdf',
      size: 84_000,
      uploadedAt: '2026-11-02T08:55:00.000Z',
    },
  ],
  notes: [
    {
      id: 3,
      text: 'Strong on Spark',
      visibility: 'internal',
      createdAt: '2026-11-03T10:00:00.000Z',
      author: { firstName: 'Anna', lastName: 'Admin', role: 'admin' },
      applicationId: 31,
      jobTitle: 'Data Engineer',
    },
  ],
  contracts: [],
  mails: [
    {
      id: 9,
      kind: 'stageMessage',
      to: 'reka@example.com',
      language: 'hu',
      subject: 'Meghívás interjúra',
      text: 'Kedves Szabó Réka!',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: '2026-11-04T10:00:00.000Z',
      sentAt: '2026-11-04T10:00:05.000Z',
      attachments: [],
    },
  ],
};

describe('/admin/candidates/:candidate', () => {
  it('shows the profile, each application opening its panel, the CV, notes, contracts and mails', async () => {
    stubApi({ 'GET /api/admin/candidates/7': () => json({ ok: true, data: file }) });
    renderWithApp(<AdminCandidatePage />, {
      path: '/admin/candidates/7',
      route: '/admin/candidates/:candidate',
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Réka Szabó', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reka@example.com' }).getAttribute('href')).toBe('mailto:reka@example.com');
    expect(screen.getByText('Senior')).toBeTruthy();
    expect(screen.getByText('Apache Spark, dbt')).toBeTruthy();
    const applications = screen.getByRole('table', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Data Engineer' }).getAttribute('href')).toBe(
      '/admin/applications/31',
    );
    expect(within(applications).getByText('Interview')).toBeTruthy();
    // A PDF opens in the browser's viewer.
    expect(screen.getByRole('link', { name: /reka-cv\.pdf/ }).getAttribute('href')).toBe('/api/files/abc?inline=1');
    expect(screen.getByText('Strong on Spark')).toBeTruthy();
    expect(screen.getByText('Internal (staff only)')).toBeTruthy();
    expect(screen.getByText('No contracts.')).toBeTruthy();
    expect(screen.getByText('Meghívás interjúra')).toBeTruthy();
    // The privacy actions, named for the person.
    expect(screen.getByRole('link', { name: 'Export data: Réka Szabó' }).getAttribute('href')).toBe(
      '/api/admin/users/7/export',
    );
    expect(screen.getByRole('button', { name: 'Erase: Réka Szabó' })).toBeTruthy();
  });

  it('speaks Hungarian, with the family name first', async () => {
    await i18n.changeLanguage('hu');
    stubApi({ 'GET /api/admin/candidates/7': () => json({ ok: true, data: file }) });
    renderWithApp(<AdminCandidatePage />, {
      path: '/admin/candidates/7',
      route: '/admin/candidates/:candidate',
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Szabó Réka', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Önéletrajzok/ })).toBeTruthy();
    expect(screen.getByText('Nincs szerződése.')).toBeTruthy();
  });

  it('says when there is no such candidate', async () => {
    stubApi({
      'GET /api/admin/candidates/8': () => json({ ok: false, error: 'Not found', code: 'notFound' }, 404),
    });
    renderWithApp(<AdminCandidatePage />, {
      path: '/admin/candidates/8',
      route: '/admin/candidates/:candidate',
      user: admin,
    });
    expect(await screen.findByText('Candidate not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to candidates/ }).getAttribute('href')).toBe('/admin/candidates');
  });
});
