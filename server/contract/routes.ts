// The route table: every page of the app, once, as data. The app's router (app/routes.tsx), the server's
// 200/404 decision, titles and preloads for HTML requests (server/features/seo), the sitemap and robots.txt,
// the service worker's kept pages (app/sw.ts), the build's offline precache (vite.config.ts) and the e2e
// route lists all read it; scripts/check-routes.ts (in `npm run lint`) fails on a route written anywhere
// else. A new page is one entry here and one lazy import in app/pages.ts.
import { PUBLIC_ROLES, STAFF_ROLES, type Role } from './options.ts';

/** Who may open a page. 'member': a candidate or an employer (their own account). */
export type Access = 'public' | 'candidate' | 'employer' | 'member' | 'staff';

/** The roles each access lets in (null: anyone, signed in or not). */
export const ACCESS_ROLES: Readonly<Record<Access, readonly Role[] | null>> = {
  public: null,
  candidate: ['candidate'],
  employer: ['employer'],
  member: PUBLIC_ROLES,
  staff: STAFF_ROLES,
};

/** A page's own title and description for the head the server sends: keys of the app's texts that
 * server/i18n's `pages` namespace holds (meta, nav, about, legal, notFound of app/i18n/locales, contact of the
 * contact page's bundle). 'job': built from the job itself. */
type RouteSeo =
  { readonly title: string; readonly description: string; readonly bareTitle?: true } | { readonly fromJob: true };

export interface RouteEntry {
  /** The address, as React Router writes it ('/jobs/:slug'). */
  readonly path: string;
  /** Addresses below it the page draws itself ('/admin/dashboard/timesheets'); the router matches `path/*`. */
  readonly sub?: readonly string[];
  readonly access: Access;
  /** The page's module, relative to app/ (also its key in the build manifest, for the server's preloads). */
  readonly module: string;
  /** The query parameters a mailed link carries to the page ('token'). */
  readonly search?: readonly string[];
  /** Props the page is drawn with. */
  readonly props?: Readonly<Record<string, string>>;
  /** Indexable, drawn by the server and kept by the service worker once visited; without it the page is
   * noindex, kept out by robots.txt and sent as the app's shell. */
  readonly seo?: RouteSeo;
  /** Listed in /sitemap.xml (job pages are listed one by one). */
  readonly sitemap?: true;
  /** What the server puts in #page-data for the first render: the board's page of results, the job, or the
   * page's stored text (slug: the path without its slash). */
  readonly data?: 'board' | 'job' | 'content';
  /** The page's chunk is in the service worker's precache (the staff and employer screens are cached when
   * first used instead). */
  readonly precache: boolean;
}

const page = (title: string, description: string) => ({ title, description });

export const ROUTES = [
  {
    path: '/',
    access: 'public',
    module: 'features/home/HomePage.tsx',
    seo: { ...page('meta.defaultTitle', 'meta.defaultDescription'), bareTitle: true },
    sitemap: true,
    precache: true,
  },
  {
    path: '/jobs',
    access: 'public',
    module: 'features/jobs/JobsPage.tsx',
    seo: page('meta.jobsTitle', 'meta.jobsDescription'),
    sitemap: true,
    data: 'board',
    precache: true,
  },
  {
    path: '/jobs/:slug',
    access: 'public',
    module: 'features/jobs/JobDetailPage.tsx',
    seo: { fromJob: true },
    data: 'job',
    precache: true,
  },
  {
    path: '/employers',
    access: 'public',
    module: 'features/landing/EmployersPage.tsx',
    seo: page('nav.employers', 'meta.employersDescription'),
    sitemap: true,
    precache: true,
  },
  {
    path: '/candidates',
    access: 'public',
    module: 'features/landing/CandidatesPage.tsx',
    seo: page('nav.candidates', 'meta.candidatesDescription'),
    sitemap: true,
    precache: true,
  },
  {
    path: '/umbrella',
    access: 'public',
    module: 'features/landing/UmbrellaPage.tsx',
    seo: page('nav.umbrella', 'meta.umbrellaDescription'),
    sitemap: true,
    precache: true,
  },
  {
    path: '/about',
    access: 'public',
    module: 'features/content/AboutPage.tsx',
    seo: page('about.title', 'meta.aboutDescription'),
    sitemap: true,
    data: 'content',
    precache: true,
  },
  {
    path: '/contact',
    access: 'public',
    module: 'features/contact/ContactPage.tsx',
    seo: page('contact.title', 'meta.contactDescription'),
    sitemap: true,
    precache: true,
  },
  ...(['privacy', 'terms', 'cookies'] as const).map(
    (slug) =>
      ({
        path: `/${slug}`,
        access: 'public',
        module: 'features/content/LegalPage.tsx',
        props: { slug },
        seo: page(`legal.${slug}Title`, `meta.${slug}Description`),
        sitemap: true,
        data: 'content',
        precache: true,
      }) as const,
  ),

  { path: '/login', access: 'public', module: 'features/auth/LoginPage.tsx', precache: true },
  ...(['admin', 'employer', 'candidate'] as const).map(
    (area) =>
      ({
        path: `/${area}/login`,
        access: 'public',
        module: 'features/auth/RoleLoginPage.tsx',
        props: { area },
        precache: true,
      }) as const,
  ),
  { path: '/forgot-password', access: 'public', module: 'features/account/ForgotPasswordPage.tsx', precache: true },
  {
    path: '/reset-password',
    access: 'public',
    search: ['token'],
    module: 'features/account/ResetPasswordPage.tsx',
    precache: true,
  },
  {
    path: '/confirm-email',
    access: 'public',
    search: ['token'],
    module: 'features/account/ConfirmEmailPage.tsx',
    precache: true,
  },
  {
    path: '/verify-email',
    access: 'public',
    search: ['token'],
    module: 'features/account/VerifyEmailPage.tsx',
    precache: true,
  },
  ...(['confirm', 'unsubscribe'] as const).map(
    (action) =>
      ({
        path: `/alerts/${action}`,
        access: 'public',
        search: ['token'],
        module: 'features/alerts/lazy.tsx',
        props: { action },
        precache: true,
      }) as const,
  ),

  {
    path: '/employer/dashboard',
    access: 'employer',
    module: 'features/employer/EmployerDashboardPage.tsx',
    precache: false,
  },
  {
    path: '/employer/jobs/:job',
    access: 'employer',
    module: 'features/desk/JobPipelinePage.tsx',
    props: { area: 'employer' },
    precache: false,
  },
  {
    path: '/employer/applications/:application',
    access: 'employer',
    module: 'features/desk/ApplicationPanelPage.tsx',
    props: { area: 'employer' },
    precache: false,
  },
  { path: '/candidate/jobs', access: 'candidate', module: 'features/candidate/CandidateJobsPage.tsx', precache: true },
  {
    path: '/candidate/applications',
    access: 'candidate',
    module: 'features/candidate/CandidateApplicationsPage.tsx',
    precache: true,
  },
  {
    path: '/candidate/saved',
    access: 'candidate',
    module: 'features/candidate/CandidateSavedJobsPage.tsx',
    precache: true,
  },
  {
    path: '/candidate/contracts',
    sub: [':contract'],
    access: 'candidate',
    module: 'features/candidate/CandidateContractsPage.tsx',
    precache: true,
  },
  { path: '/account', access: 'member', module: 'features/account/AccountPage.tsx', precache: true },
  {
    path: '/admin/dashboard',
    sub: ['timesheets'],
    access: 'staff',
    module: 'features/admin/AdminDashboardPage.tsx',
    precache: false,
  },
  {
    path: '/admin/applications/:application',
    access: 'staff',
    module: 'features/desk/ApplicationPanelPage.tsx',
    props: { area: 'admin' },
    precache: false,
  },
  {
    path: '/admin/jobs/:job',
    access: 'staff',
    module: 'features/desk/JobPipelinePage.tsx',
    props: { area: 'admin' },
    precache: false,
  },
  { path: '/admin/contracts', access: 'staff', module: 'features/admin/AdminContractsPage.tsx', precache: false },
  { path: '/admin/users', access: 'staff', module: 'features/admin/AdminUsersPage.tsx', precache: false },
  { path: '/admin/jobs', access: 'staff', module: 'features/admin/AdminJobsPage.tsx', precache: false },
  { path: '/admin/candidates', access: 'staff', module: 'features/admin/AdminCandidatesPage.tsx', precache: false },
  {
    path: '/admin/candidates/:candidate',
    access: 'staff',
    module: 'features/admin/AdminCandidatePage.tsx',
    precache: false,
  },
  { path: '/admin/employers', access: 'staff', module: 'features/admin/AdminEmployersPage.tsx', precache: false },
  { path: '/admin/companies', access: 'staff', module: 'features/companies/AdminCompaniesPage.tsx', precache: false },
  { path: '/admin/settings', access: 'staff', module: 'features/admin/AdminSettingsPage.tsx', precache: false },
  { path: '/admin/mail', access: 'staff', module: 'features/admin/AdminMailPage.tsx', precache: false },
  { path: '/admin/messages', access: 'staff', module: 'features/desk/MessageTemplatesPage.tsx', precache: false },
  { path: '/admin/leads', sub: [':lead'], access: 'staff', module: 'features/leads/LeadsPage.tsx', precache: false },
] as const satisfies readonly RouteEntry[];

/** A page module the app must map to its component (app/pages.ts). */
export type PageModule = (typeof ROUTES)[number]['module'];

/** Every address an entry answers: its path and the sub-routes below it. */
export const routeAddresses = (route: RouteEntry): string[] => [
  route.path,
  ...(route.sub ?? []).map((s) => `${route.path}/${s}`),
];

const patternOf = (address: string) =>
  new RegExp(`^${address.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const MATCHERS: [RegExp, RouteEntry][] = (ROUTES as readonly RouteEntry[]).flatMap((route) =>
  routeAddresses(route).map((address) => [patternOf(address), route] as [RegExp, RouteEntry]),
);

/** The table's entry for a (decoded) pathname, or null: a path the app does not have. */
export const findRoute = (pathname: string): RouteEntry | null =>
  MATCHERS.find(([re]) => re.test(pathname))?.[1] ?? null;

/** The public pages the server sends drawn (the service worker keeps a copy of those visited). */
export const isPublicPage = (pathname: string) => findRoute(pathname)?.seo !== undefined;
