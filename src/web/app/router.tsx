import type { RouteObject } from 'react-router';
import type { CatalogLoaders } from '../lib/i18n';
import { guardianChatRoute, guardianSiteRoutes, myGuardiansRoute } from './guardian-routes';
import { RequireAuth } from './guards/require-auth';
import { RequireProfileBasics } from './guards/require-profile-basics';
import { HomeRoute } from './home-route';
import { MODERATOR_AREA_HANDLE } from './layouts/admin-access';
import { ADMIN_NOT_FOUND_HANDLE } from './layouts/admin-crumbs';
import { AuthLayout } from './layouts/auth-layout';
import { ChatLayout } from './layouts/chat-layout';
import { FocusLayout } from './layouts/focus-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { RouteLoading } from './layouts/route-loading';
import { SiteLayout } from './layouts/site-layout';
import { lazyPage } from './lazy-page';
import { cmsRoutes, siteRoutes } from './site-routes';
import { verificationAdminRoutes, verificationMemberRoute } from './verification-routes';

const authCatalogs: CatalogLoaders = { en: () => import('../features/auth/i18n/en.json') };

const notFound = () =>
  lazyPage('errors', { en: () => import('../features/errors/i18n/en.json') }, async () => {
    return (await import('../features/errors/not-found-page')).NotFoundPage;
  });

const profilesCatalogs: CatalogLoaders = { en: () => import('../features/profiles/i18n/en.json') };

const myProfile = () =>
  lazyPage('profiles', profilesCatalogs, async () => {
    return (await import('../features/profiles/my-profile-page')).MyProfilePage;
  });

const profileDetail = () =>
  lazyPage('profiles', profilesCatalogs, async () => {
    return (await import('../features/profiles/profile-detail-page')).ProfileDetailPage;
  });

const completeProfile = () =>
  lazyPage('profiles', profilesCatalogs, async () => {
    return (await import('../features/profiles/complete-profile-page')).CompleteProfilePage;
  });

const discoveryCatalogs: CatalogLoaders = { en: () => import('../features/discovery/i18n/en.json') };

const browse = () =>
  lazyPage('discovery', discoveryCatalogs, async () => {
    return (await import('../features/discovery/browse-page')).BrowsePage;
  });

const matches = () =>
  lazyPage('discovery', discoveryCatalogs, async () => {
    return (await import('../features/discovery/matches-page')).MatchesPage;
  });

const connectionsCatalogs: CatalogLoaders = { en: () => import('../features/connections/i18n/en.json') };

const messages = () =>
  lazyPage('connections', connectionsCatalogs, async () => {
    return (await import('../features/connections/messages-page')).MessagesPage;
  });

const chat = () =>
  lazyPage('connections', connectionsCatalogs, async () => {
    return (await import('../features/connections/chat-page')).ChatPage;
  });

const membershipCatalogs: CatalogLoaders = { en: () => import('../features/membership/i18n/en.json') };

const membership = () =>
  lazyPage('membership', membershipCatalogs, async () => {
    return (await import('../features/membership/membership-page')).MembershipPage;
  });

const sandboxCheckout = () =>
  lazyPage('membership', membershipCatalogs, async () => {
    return (await import('../features/membership/sandbox-checkout-page')).SandboxCheckoutPage;
  });

const analytics = () =>
  lazyPage('analytics', { en: () => import('../features/analytics/i18n/en.json') }, async () => {
    return (await import('../features/analytics/analytics-page')).AnalyticsPage;
  });

const blockedMembers = () =>
  lazyPage('safety', { en: () => import('../features/safety/i18n/en.json') }, async () => {
    return (await import('../features/safety/blocked-members-page')).BlockedMembersPage;
  });

const account = () =>
  lazyPage('account', { en: () => import('../features/account/i18n/en.json') }, async () => {
    return (await import('../features/account/account-page')).AccountPage;
  });

const adminCatalogs: CatalogLoaders = { en: () => import('../features/admin/i18n/en.json') };

// The admin shell (guard, header, breadcrumbs) downloads with the admin area, never for members.
const adminLayout = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('./layouts/admin-layout')).AdminLayout;
  });

const adminHome = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('../features/admin/admin-home-page')).AdminHomePage;
  });

const adminUsers = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('../features/admin/admin-users-page')).AdminUsersPage;
  });

const adminMembership = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('../features/admin/admin-membership-page')).AdminMembershipPage;
  });

const adminAudit = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('../features/admin/admin-audit-page')).AdminAuditPage;
  });

// The moderation queue (issue 23 item 2): moderators and admins (MODERATOR_AREA_HANDLE on its routes).
const moderationCatalogs: CatalogLoaders = { en: () => import('../features/safety/i18n/moderation-en.json') };
const moderationQueue = () =>
  lazyPage('moderation', moderationCatalogs, async () => {
    return (await import('../features/safety/moderation/moderation-queue-page')).ModerationQueuePage;
  });
const moderationItem = () =>
  lazyPage('moderation', moderationCatalogs, async () => {
    return (await import('../features/safety/moderation/moderation-item-page')).ModerationItemPage;
  });

// The CMS media library, menus and settings (issue 22): dnd-kit comes with the menu items screen only.
const cmsLibraryCatalogs: CatalogLoaders = { en: () => import('../features/cms/i18n/library-en.json') };
const cmsMedia = () =>
  lazyPage('cms-library', cmsLibraryCatalogs, async () => {
    return (await import('../features/cms/media/media-library-page')).MediaLibraryPage;
  });
const cmsMenus = () =>
  lazyPage('cms-library', cmsLibraryCatalogs, async () => {
    return (await import('../features/cms/menus/menus-page')).MenusPage;
  });
const cmsMenuItems = () =>
  lazyPage('cms-library', cmsLibraryCatalogs, async () => {
    return (await import('../features/cms/menus/menu-items-page')).MenuItemsPage;
  });
const cmsSettings = () =>
  lazyPage('cms-library', cmsLibraryCatalogs, async () => {
    return (await import('../features/cms/settings/settings-page')).SettingsPage;
  });

// The CMS dashboard, posts, pages, their editors (Tiptap: admin only) and categories (issue 22).
const cmsCatalogs: CatalogLoaders = { en: () => import('../features/cms/i18n/en.json') };
const cmsDashboard = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/dashboard/cms-dashboard-page')).CmsDashboardPage;
  });
const cmsPosts = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/posts/posts-list-page')).PostsListPage;
  });
const cmsPostEditor = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/posts/post-editor-page')).PostEditorPage;
  });
const cmsPages = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/pages/pages-list-page')).PagesListPage;
  });
const cmsPageEditor = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/pages/page-editor-page')).PageEditorPage;
  });
const cmsTaxonomy = () =>
  lazyPage('cms', cmsCatalogs, async () => {
    return (await import('../features/cms/taxonomy/taxonomy-page')).TaxonomyPage;
  });

const adminNotFound = () =>
  lazyPage('admin', adminCatalogs, async () => {
    return (await import('../features/admin/admin-not-found-page')).AdminNotFoundPage;
  });

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          ...siteRoutes,
          ...cmsRoutes,
          // Spec: another member's profile is open to visitors too (they see a short version).
          { path: 'profile/:id', lazy: profileDetail },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: myProfile },
              {
                // Without name, gender and date of birth these have nothing to show: /complete-profile first.
                element: <RequireProfileBasics />,
                children: [
                  { path: 'browse', lazy: browse },
                  { path: 'matches', lazy: matches },
                  { path: 'messages', lazy: messages },
                ],
              },
              // Plans and usage need no profile: a member may subscribe before filling it in.
              { path: 'membership', lazy: membership },
              // Who viewed my profile: needs no profile either (an empty profile shows the empty states).
              { path: 'profile-analytics', lazy: analytics },
              // Whom I blocked (issue 23): needs no profile either (a member may block before filling it in).
              { path: 'blocked-members', lazy: blockedMembers },
              // Pause, export, sign out everywhere, delete (issue 23): needs no profile either.
              { path: 'account', lazy: account },
              verificationMemberRoute,
              myGuardiansRoute,
            ],
          },
          // The guardian (wali), issue 23 item 5 (guardian-routes.tsx).
          ...guardianSiteRoutes,
          { path: '*', lazy: notFound },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'auth',
            lazy: () =>
              lazyPage(
                'auth',
                authCatalogs,
                async () => (await import('../features/auth/auth-page')).AuthPage,
              ),
          },
          {
            path: 'reset-password',
            lazy: () =>
              lazyPage('auth', authCatalogs, async () => {
                return (await import('../features/auth/reset-password-page')).ResetPasswordPage;
              }),
          },
        ],
      },
      {
        // Spec: the profile form has no navigation bar and no footer; nor has the sandbox checkout.
        element: <FocusLayout />,
        children: [
          { element: <RequireAuth />, children: [{ path: 'complete-profile', lazy: completeProfile }] },
          // A hosted checkout shows no site navigation either: the purchase is the only way on.
          { element: <RequireAuth />, children: [{ path: 'checkout/sandbox/:id', lazy: sandboxCheckout }] },
        ],
      },
      {
        // Spec: a conversation has no footer; it fills the screen under the top bar.
        element: <ChatLayout />,
        children: [
          { element: <RequireAuth />, children: [{ path: 'chat/:connectionId', lazy: chat }] },
          guardianChatRoute,
        ],
      },
      {
        // Spec: every admin route requires the admin role (the moderation screens, marked with
        // MODERATOR_AREA_HANDLE, accept moderators too) and has no member navigation or footer. The
        // layout holds the guard (its Access Denied screens) and the admin header and breadcrumbs.
        path: 'admin',
        lazy: adminLayout,
        children: [
          { index: true, lazy: adminHome },
          { path: 'users', lazy: adminUsers },
          { path: 'membership', lazy: adminMembership },
          { path: 'audit', lazy: adminAudit },
          { path: 'moderation', handle: MODERATOR_AREA_HANDLE, lazy: moderationQueue },
          { path: 'moderation/:id', handle: MODERATOR_AREA_HANDLE, lazy: moderationItem },
          ...verificationAdminRoutes,
          { path: 'cms', lazy: cmsDashboard },
          { path: 'cms/posts', lazy: cmsPosts },
          { path: 'cms/posts/new', lazy: cmsPostEditor },
          { path: 'cms/posts/:id/edit', lazy: cmsPostEditor },
          { path: 'cms/pages', lazy: cmsPages },
          { path: 'cms/pages/new', lazy: cmsPageEditor },
          { path: 'cms/pages/:id/edit', lazy: cmsPageEditor },
          { path: 'cms/categories', lazy: cmsTaxonomy },
          { path: 'cms/media', lazy: cmsMedia },
          { path: 'cms/menus', lazy: cmsMenus },
          { path: 'cms/menus/:menuId/items', lazy: cmsMenuItems },
          { path: 'cms/settings', lazy: cmsSettings },
          // A path with no admin screen (yet): 'Page not found' inside the admin layout.
          { path: '*', handle: ADMIN_NOT_FOUND_HANDLE, lazy: adminNotFound },
        ],
      },
    ],
  },
];
