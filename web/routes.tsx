import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppLoader } from './components/AppLoader';
import { withChunkTimeout } from './routing/chunkTimeout';
import { PublicLayout } from './routing/PublicLayout';
import { RootLayout } from './routing/RootLayout';
import { RouteError } from './routing/RouteError';

/**
 * The route table of spec §2. Every screen is its own lazy chunk so /login and /dashboard load only
 * what they show. Redirects and sign-in rules live in routing/guards.ts, applied by RootLayout; the
 * parent paths that only redirect (/, /workflows, /optimizer, /standalones …) need no route here.
 */

const factcheck = () =>
  withChunkTimeout(import('./scenes/OptimizerFactcheck/OptimizerFactcheckScene')).then((module) => ({
    Component: module.OptimizerFactcheckScene,
  }));

const integrations = () =>
  withChunkTimeout(import('./scenes/Integrations/IntegrationsScene')).then((module) => ({ Component: module.IntegrationsScene }));

const editor = () =>
  withChunkTimeout(import('./scenes/Editor/EditorScene')).then((module) => ({ Component: module.EditorScene }));
/**
 * The editor's route starts fetching and connecting to the doc while its code loads (docOpenPrefetch.ts,
 * its own small chunk so the first page's code does not grow); the navigation does not wait for it.
 */
const editorRoute = {
  lazy: editor,
  loader: ({ request }: LoaderFunctionArgs) => {
    const copyId = new URL(request.url).searchParams.get('copy_id');
    if (copyId) void import('./routing/docOpenPrefetch').then((module) => module.prefetchDocOpen(copyId), () => undefined);
    return null;
  },
  shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    currentUrl.searchParams.get('copy_id') !== nextUrl.searchParams.get('copy_id'),
};

const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => withChunkTimeout(import('./scenes/Login/LoginScene')).then((module) => ({ Component: module.LoginScene })),
  },
  {
    // Password reset (better-auth): ask for the link, then set the new password from it. Open signed in or out.
    path: 'forgot-password',
    lazy: () =>
      withChunkTimeout(import('./scenes/PasswordReset/ForgotPasswordScene')).then((module) => ({ Component: module.ForgotPasswordScene })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      withChunkTimeout(import('./scenes/PasswordReset/ResetPasswordScene')).then((module) => ({ Component: module.ResetPasswordScene })),
  },
  {
    path: 'thank-you',
    lazy: () =>
      withChunkTimeout(import('./scenes/ThankYou/ThankYouScene')).then((module) => ({ Component: module.ThankYouScene })),
  },
  {
    // The lifetime bundle's thank-you page (spec §2), public like /thank-you.
    path: 'thank-you/lifetime-bundle',
    lazy: () =>
      withChunkTimeout(import('./scenes/ThankYou/LifetimeThankYouScene')).then((module) => ({ Component: module.LifetimeThankYouScene })),
  },
  {
    path: 'terms',
    lazy: () => withChunkTimeout(import('./scenes/Terms/TermsScene')).then((module) => ({ Component: module.TermsScene })),
  },
  {
    path: 'share-blog/:blogId',
    lazy: () =>
      withChunkTimeout(import('./scenes/ShareBlog/ShareBlogScene')).then((module) => ({ Component: module.ShareBlogScene })),
  },
  {
    // The public FactGPT tool for signed-out visitors (the guard sends signed-in users to /factgpt).
    path: 'standalones/public',
    lazy: () =>
      withChunkTimeout(import('./scenes/PublicFactGPT/PublicFactGPTScene')).then((module) => ({ Component: module.PublicFactGPTScene })),
  },
  {
    // Signed in only (the guard sends others to login), but it shows nothing of the app shell.
    path: 'redirect',
    lazy: () =>
      withChunkTimeout(import('./scenes/Redirect/RedirectScene')).then((module) => ({ Component: module.RedirectScene })),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () =>
      withChunkTimeout(import('./scenes/Dashboard/DashboardScene')).then((module) => ({ Component: module.DashboardScene })),
  },
  {
    path: 'projects',
    lazy: () =>
      withChunkTimeout(import('./scenes/Projects/ProjectsScene')).then((module) => ({ Component: module.ProjectsScene })),
  },
  {
    path: 'pricing',
    lazy: () => withChunkTimeout(import('./scenes/Pricing/PricingScene')).then((module) => ({ Component: module.PricingScene })),
  },
  {
    // The admin page (users, audit log, …): administrators only, as /admin/flags below.
    path: 'admin',
    lazy: () => withChunkTimeout(import('./scenes/Admin/AdminScene')).then((module) => ({ Component: module.AdminScene })),
  },
  {
    // Administrators only (the guard sends others to /dashboard); the server checks ADMIN_EMAILS too.
    path: 'admin/flags',
    lazy: () =>
      withChunkTimeout(import('./scenes/AdminFlags/AdminFlagsScene')).then((module) => ({ Component: module.AdminFlagsScene })),
  },
  {
    // Route name chat (spec §2).
    path: 'factgpt',
    lazy: () => withChunkTimeout(import('./scenes/FactGPT/FactGPTScene')).then((module) => ({ Component: module.FactGPTScene })),
  },
  {
    path: 'assets',
    lazy: () => withChunkTimeout(import('./scenes/Assets/AssetsScene')).then((module) => ({ Component: module.AssetsScene })),
  },
  {
    // An invitation link (spec §2): joins the signed-in user to the team it names.
    path: 'join',
    lazy: () => withChunkTimeout(import('./scenes/Join/JoinScene')).then((module) => ({ Component: module.JoinScene })),
  },
  {
    // The person's profile (spec §2 /account/profile): details, plan and usage, subscription, deletion.
    path: 'account/profile',
    lazy: () =>
      withChunkTimeout(import('./scenes/AccountProfile/AccountProfileScene')).then((module) => ({ Component: module.AccountProfileScene })),
  },
  {
    // The account page's team tab (spec §2; flag account-team-tab, routing/flaggedPages.ts).
    path: 'account/team',
    lazy: () =>
      withChunkTimeout(import('./scenes/AccountTeam/AccountTeamScene')).then((module) => ({ Component: module.AccountTeamScene })),
  },
  {
    // Analytics (spec §2; who may open it: spec §6, routing/guards.ts). Mantine Charts and recharts load only with this chunk.
    path: 'account/analytics',
    lazy: () =>
      withChunkTimeout(import('./scenes/AccountAnalytics/AccountAnalyticsScene')).then((module) => ({ Component: module.AccountAnalyticsScene })),
  },
  {
    // Personal API tokens (issue 22): create, see last use, revoke.
    path: 'account/api',
    lazy: () => withChunkTimeout(import('./scenes/AccountApi/AccountApiScene')).then((module) => ({ Component: module.AccountApiScene })),
  },
  {
    // Docs (spec §2).
    path: 'blogs',
    lazy: () => withChunkTimeout(import('./scenes/Blogs/BlogsScene')).then((module) => ({ Component: module.BlogsScene })),
  },
  {
    // The doc editor and its phone layout (spec §2); TipTap and Yjs load only with this chunk.
    path: 'blogs/editor',
    ...editorRoute,
  },
  { path: 'm/blogs/editor', ...editorRoute },
  {
    // The optimizer views that need no language model (spec §2; flags optimizer-seo/-plagiarism/-interlinking).
    path: 'optimizer/seo',
    lazy: () =>
      withChunkTimeout(import('./scenes/OptimizerSeo/OptimizerSeoScene')).then((module) => ({ Component: module.OptimizerSeoScene })),
  },
  {
    path: 'optimizer/plagiarism',
    lazy: () =>
      withChunkTimeout(import('./scenes/OptimizerPlagiarism/OptimizerPlagiarismScene')).then((module) => ({
        Component: module.OptimizerPlagiarismScene,
      })),
  },
  {
    path: 'optimizer/interlinking',
    lazy: () =>
      withChunkTimeout(import('./scenes/OptimizerInterlinking/OptimizerInterlinkingScene')).then((module) => ({
        Component: module.OptimizerInterlinkingScene,
      })),
  },
  {
    // Humanize AI's writing-style signals (pure code in the browser); rewriting comes later.
    path: 'optimizer/humanize',
    lazy: () =>
      withChunkTimeout(import('./scenes/OptimizerHumanize/OptimizerHumanizeScene')).then((module) => ({
        Component: module.OptimizerHumanizeScene,
      })),
  },
  {
    // Factcheck & Cite (issue 18), and the legacy standalone tool's path to the same page.
    path: 'optimizer/factcheck',
    lazy: factcheck,
  },
  { path: 'standalones/factcheck', lazy: factcheck },
  {
    // AutoBlog (issue 19) with ?category=workflow; without it the prompt templates, not built yet.
    path: 'templates',
    lazy: () => withChunkTimeout(import('./scenes/Autoblog/TemplatesScene')).then((module) => ({ Component: module.TemplatesScene })),
  },
  {
    // AutoBlog runs live under /templates, so its plan and flag rules apply to them too.
    path: 'templates/workflow/runs',
    lazy: () => withChunkTimeout(import('./scenes/Autoblog/AutoblogRunsScene')).then((module) => ({ Component: module.AutoblogRunsScene })),
  },
  {
    path: 'templates/workflow/runs/:id',
    lazy: () => withChunkTimeout(import('./scenes/Autoblog/AutoblogRunScene')).then((module) => ({ Component: module.AutoblogRunScene })),
  },
  {
    // The blog workflow (issue 19): one layout with the stepper and the workflow (?id=), one chunk per step.
    path: 'workflows',
    lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowLayout')).then((module) => ({ Component: module.WorkflowLayout })),
    children: [
      {
        path: 'files',
        lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowFilesScene')).then((module) => ({ Component: module.WorkflowFilesScene })),
      },
      {
        path: 'research',
        lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowResearchScene')).then((module) => ({ Component: module.WorkflowResearchScene })),
      },
      {
        path: 'headline',
        lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowHeadlineScene')).then((module) => ({ Component: module.WorkflowHeadlineScene })),
      },
      {
        path: 'outline',
        lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowOutlineScene')).then((module) => ({ Component: module.WorkflowOutlineScene })),
      },
      {
        path: 'write',
        lazy: () => withChunkTimeout(import('./scenes/Workflows/WorkflowWriteScene')).then((module) => ({ Component: module.WorkflowWriteScene })),
      },
    ],
  },
  {
    // Google Search Console's report of the connected property, with "Refresh this article" (issue 20; spec §2).
    path: 'search-console',
    lazy: () =>
      withChunkTimeout(import('./scenes/SearchConsole/SearchConsoleScene')).then((module) => ({ Component: module.SearchConsoleScene })),
  },
  {
    // The content planner (issue 21): /content-planner/topic and /content-planner/calendar.
    path: 'content-planner/:current',
    lazy: () =>
      withChunkTimeout(import('./scenes/ContentPlanner/ContentPlannerScene')).then((module) => ({ Component: module.ContentPlannerScene })),
  },
  {
    // Brand voices (issue 21; flag brand-voice, routing/flaggedPages.ts).
    path: 'brandvoice',
    lazy: () => withChunkTimeout(import('./scenes/BrandVoice/BrandVoiceScene')).then((module) => ({ Component: module.BrandVoiceScene })),
  },
  {
    // Publishing integrations (issue 20): the cards and the log, and one integration's panel per view (flags: routing/flaggedPages.ts).
    path: 'integrations',
    lazy: integrations,
  },
  { path: 'integrations/:view', lazy: integrations },
  {
    // The writing tools (issue 21): one generic page renders any tool of core/tools/toolRegistry.ts.
    path: 'standalones/:tool',
    lazy: () => withChunkTimeout(import('./scenes/Tools/ToolScene')).then((module) => ({ Component: module.ToolScene })),
  },
  {
    // Repurpose (issue 21; flag repurpose, routing/flaggedPages.ts): a doc or pasted text into each format of spec §3.
    path: 'repurpose',
    lazy: () => withChunkTimeout(import('./scenes/Repurpose/RepurposeScene')).then((module) => ({ Component: module.RepurposeScene })),
  },
  {
    path: '*',
    lazy: () =>
      withChunkTimeout(import('./scenes/NotFound/NotFoundScene')).then((module) => ({ Component: module.NotFoundScene })),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoader />,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      {
        lazy: () =>
          withChunkTimeout(import('./components/AppShell/SignedInLayout')).then((module) => ({
            Component: module.SignedInLayout,
          })),
        // A failing page keeps the shell around it, so the navigation still works.
        children: [{ errorElement: <RouteError />, children: signedInRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
