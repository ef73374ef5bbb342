// The route table. The employer, candidate and admin areas are separate lazy chunks behind
// the route guard, so public pages never download their code.
import { Route, Routes } from 'react-router-dom';
import { STAFF_ROLES } from '../server/contract/options.ts';
import { RequireRole } from './features/auth/RequireRole.tsx';
import HomePage from './features/home/HomePage.tsx';
import { Layout } from './ui/Layout.tsx';
import { lazyWithReload as lazy } from './ui/lazyWithReload.ts';

const JobsPage = lazy(() => import('./features/jobs/JobsPage.tsx'));
const JobDetailPage = lazy(() => import('./features/jobs/JobDetailPage.tsx'));
const EmployersPage = lazy(() => import('./features/landing/EmployersPage.tsx'));
const CandidatesPage = lazy(() => import('./features/landing/CandidatesPage.tsx'));
const UmbrellaPage = lazy(() => import('./features/landing/UmbrellaPage.tsx'));
const AboutPage = lazy(() => import('./features/content/AboutPage.tsx'));
const LegalPage = lazy(() => import('./features/content/LegalPage.tsx'));
const ContactPage = lazy(() => import('./features/contact/ContactPage.tsx'));
const LoginPage = lazy(() => import('./features/auth/LoginPage.tsx'));
const RoleLoginPage = lazy(() => import('./features/auth/RoleLoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./features/account/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./features/account/ResetPasswordPage.tsx'));
const AccountPage = lazy(() => import('./features/account/AccountPage.tsx'));
const ConfirmEmailPage = lazy(() => import('./features/account/ConfirmEmailPage.tsx'));
const AlertLinkPage = lazy(() => import('./features/alerts/lazy.tsx'));
const AdminMailPage = lazy(() => import('./features/admin/AdminMailPage.tsx'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage.tsx'));

const EmployerDashboardPage = lazy(() => import('./features/employer/EmployerDashboardPage.tsx'));
const CandidateJobsPage = lazy(() => import('./features/candidate/CandidateJobsPage.tsx'));
const CandidateApplicationsPage = lazy(() => import('./features/candidate/CandidateApplicationsPage.tsx'));
const CandidateSavedJobsPage = lazy(() => import('./features/candidate/CandidateSavedJobsPage.tsx'));
const CandidateContractsPage = lazy(() => import('./features/candidate/CandidateContractsPage.tsx'));
const AdminDashboardPage = lazy(() => import('./features/admin/AdminDashboardPage.tsx'));
const AdminContractsPage = lazy(() => import('./features/admin/AdminContractsPage.tsx'));
const AdminUsersPage = lazy(() => import('./features/admin/AdminUsersPage.tsx'));
const AdminJobsPage = lazy(() => import('./features/admin/AdminJobsPage.tsx'));
const AdminCandidatesPage = lazy(() => import('./features/admin/AdminCandidatesPage.tsx'));
const AdminEmployersPage = lazy(() => import('./features/admin/AdminEmployersPage.tsx'));
const AdminSettingsPage = lazy(() => import('./features/admin/AdminSettingsPage.tsx'));
const ApplicationPanelPage = lazy(() => import('./features/desk/ApplicationPanelPage.tsx'));
const JobPipelinePage = lazy(() => import('./features/desk/JobPipelinePage.tsx'));

const employer = ['employer'] as const;
const candidate = ['candidate'] as const;
const accountRoles = ['candidate', 'employer'] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="jobs/:slug" element={<JobDetailPage />} />
        <Route path="employers" element={<EmployersPage />} />
        <Route path="candidates" element={<CandidatesPage />} />
        <Route path="umbrella" element={<UmbrellaPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<LegalPage slug="privacy" />} />
        <Route path="terms" element={<LegalPage slug="terms" />} />
        <Route path="cookies" element={<LegalPage slug="cookies" />} />

        <Route path="login" element={<LoginPage />} />
        <Route path="admin/login" element={<RoleLoginPage area="admin" />} />
        <Route path="employer/login" element={<RoleLoginPage area="employer" />} />
        <Route path="candidate/login" element={<RoleLoginPage area="candidate" />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="alerts/:action" element={<AlertLinkPage />} />

        <Route
          path="employer/dashboard"
          element={
            <RequireRole roles={employer}>
              <EmployerDashboardPage />
            </RequireRole>
          }
        />
        <Route
          path="employer/jobs/:id"
          element={
            <RequireRole roles={employer}>
              <JobPipelinePage area="employer" />
            </RequireRole>
          }
        />
        <Route
          path="employer/applications/:id"
          element={
            <RequireRole roles={employer}>
              <ApplicationPanelPage area="employer" />
            </RequireRole>
          }
        />
        <Route
          path="candidate/jobs"
          element={
            <RequireRole roles={candidate}>
              <CandidateJobsPage />
            </RequireRole>
          }
        />
        <Route
          path="candidate/applications"
          element={
            <RequireRole roles={candidate}>
              <CandidateApplicationsPage />
            </RequireRole>
          }
        />
        <Route
          path="candidate/saved"
          element={
            <RequireRole roles={candidate}>
              <CandidateSavedJobsPage />
            </RequireRole>
          }
        />
        <Route
          path="candidate/contracts/*"
          element={
            <RequireRole roles={candidate}>
              <CandidateContractsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/dashboard/*"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminDashboardPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/applications/:id"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <ApplicationPanelPage area="admin" />
            </RequireRole>
          }
        />
        <Route
          path="admin/contracts"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminContractsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/users"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminUsersPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/jobs"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminJobsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/candidates"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminCandidatesPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/employers"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminEmployersPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/settings"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminSettingsPage />
            </RequireRole>
          }
        />
        <Route
          path="account"
          element={
            <RequireRole roles={accountRoles}>
              <AccountPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/mail"
          element={
            <RequireRole roles={STAFF_ROLES}>
              <AdminMailPage />
            </RequireRole>
          }
        />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
