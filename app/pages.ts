// Each page module of the route table (server/contract/routes.ts) mapped to its component, in one place: a
// lazy chunk each, so public pages never download the signed-in areas' code. The home page is in the entry.
// A new page: its entry in the table, and its line here (the type check fails on a module left out).
import type { ComponentType } from 'react';
import type { PageModule } from '../server/contract/routes.ts';
import HomePage from './features/home/HomePage.tsx';
import { lazyWithReload as lazy } from './ui/lazyWithReload.ts';

// Pages take their props from the table's entry (a string each).
type Page = ComponentType<Record<string, string>>;
const page = (loader: () => Promise<{ default: ComponentType<never> }>): Page =>
  lazy(loader as () => Promise<{ default: Page }>);

export const PAGES: Record<PageModule, Page> = {
  'features/home/HomePage.tsx': HomePage,
  'features/jobs/JobsPage.tsx': page(() => import('./features/jobs/JobsPage.tsx')),
  'features/jobs/JobDetailPage.tsx': page(() => import('./features/jobs/JobDetailPage.tsx')),
  'features/landing/EmployersPage.tsx': page(() => import('./features/landing/EmployersPage.tsx')),
  'features/landing/CandidatesPage.tsx': page(() => import('./features/landing/CandidatesPage.tsx')),
  'features/landing/UmbrellaPage.tsx': page(() => import('./features/landing/UmbrellaPage.tsx')),
  'features/content/AboutPage.tsx': page(() => import('./features/content/AboutPage.tsx')),
  'features/content/LegalPage.tsx': page(() => import('./features/content/LegalPage.tsx')),
  'features/contact/ContactPage.tsx': page(() => import('./features/contact/ContactPage.tsx')),
  'features/auth/LoginPage.tsx': page(() => import('./features/auth/LoginPage.tsx')),
  'features/auth/RoleLoginPage.tsx': page(() => import('./features/auth/RoleLoginPage.tsx')),
  'features/account/ForgotPasswordPage.tsx': page(() => import('./features/account/ForgotPasswordPage.tsx')),
  'features/account/ResetPasswordPage.tsx': page(() => import('./features/account/ResetPasswordPage.tsx')),
  'features/account/ConfirmEmailPage.tsx': page(() => import('./features/account/ConfirmEmailPage.tsx')),
  'features/account/VerifyEmailPage.tsx': page(() => import('./features/account/VerifyEmailPage.tsx')),
  'features/account/AccountPage.tsx': page(() => import('./features/account/AccountPage.tsx')),
  'features/alerts/lazy.tsx': page(() => import('./features/alerts/lazy.tsx')),
  'features/employer/EmployerDashboardPage.tsx': page(() => import('./features/employer/EmployerDashboardPage.tsx')),
  'features/candidate/CandidateJobsPage.tsx': page(() => import('./features/candidate/CandidateJobsPage.tsx')),
  'features/candidate/CandidateApplicationsPage.tsx': page(
    () => import('./features/candidate/CandidateApplicationsPage.tsx'),
  ),
  'features/candidate/CandidateSavedJobsPage.tsx': page(
    () => import('./features/candidate/CandidateSavedJobsPage.tsx'),
  ),
  'features/candidate/CandidateContractsPage.tsx': page(
    () => import('./features/candidate/CandidateContractsPage.tsx'),
  ),
  'features/admin/AdminDashboardPage.tsx': page(() => import('./features/admin/AdminDashboardPage.tsx')),
  'features/admin/AdminContractsPage.tsx': page(() => import('./features/admin/AdminContractsPage.tsx')),
  'features/admin/AdminUsersPage.tsx': page(() => import('./features/admin/AdminUsersPage.tsx')),
  'features/admin/AdminJobsPage.tsx': page(() => import('./features/admin/AdminJobsPage.tsx')),
  'features/admin/AdminCandidatesPage.tsx': page(() => import('./features/admin/AdminCandidatesPage.tsx')),
  'features/admin/AdminCandidatePage.tsx': page(() => import('./features/admin/AdminCandidatePage.tsx')),
  'features/admin/AdminEmployersPage.tsx': page(() => import('./features/admin/AdminEmployersPage.tsx')),
  'features/admin/AdminSettingsPage.tsx': page(() => import('./features/admin/AdminSettingsPage.tsx')),
  'features/admin/AdminMailPage.tsx': page(() => import('./features/admin/AdminMailPage.tsx')),
  'features/desk/MessageTemplatesPage.tsx': page(() => import('./features/desk/MessageTemplatesPage.tsx')),
  'features/leads/LeadsPage.tsx': page(() => import('./features/leads/LeadsPage.tsx')),
  'features/companies/AdminCompaniesPage.tsx': page(() => import('./features/companies/AdminCompaniesPage.tsx')),
  'features/desk/ApplicationPanelPage.tsx': page(() => import('./features/desk/ApplicationPanelPage.tsx')),
  'features/desk/JobPipelinePage.tsx': page(() => import('./features/desk/JobPipelinePage.tsx')),
};

export const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage.tsx'));
