import type { RouteObject } from 'react-router';
import type { CatalogLoaders } from '../lib/i18n';
import { RequireAuth } from './guards/require-auth';
import { lazyPage } from './lazy-page';

// The guardian (wali), issue 23 item 5: a member's guardians, and the guardian's own read-only screens.
// Kept beside router.tsx (like site-routes.tsx), which places these where each belongs.
const guardiansCatalogs: CatalogLoaders = { en: () => import('../features/guardians/i18n/en.json') };

const myGuardians = () =>
  lazyPage('guardians', guardiansCatalogs, async () => {
    return (await import('../features/guardians/my-guardians-page')).MyGuardiansPage;
  });
const guardianHome = () =>
  lazyPage('guardians', guardiansCatalogs, async () => {
    return (await import('../features/guardians/guardian-home-page')).GuardianHomePage;
  });
const wardConversations = () =>
  lazyPage('guardians', guardiansCatalogs, async () => {
    return (await import('../features/guardians/ward-conversations-page')).WardConversationsPage;
  });
const wardChat = () =>
  lazyPage('guardians', guardiansCatalogs, async () => {
    return (await import('../features/guardians/ward-chat-page')).WardChatPage;
  });
const invitation = () =>
  lazyPage('guardians', guardiansCatalogs, async () => {
    return (await import('../features/guardians/invitation-page')).InvitationPage;
  });

/** /guardians: a member's own guardians, their confirmation and what they read (inside RequireAuth). */
export const myGuardiansRoute: RouteObject = {
  path: 'guardians',
  lazy: myGuardians,
};

/**
 * In the site layout: the guardian's home and a ward's conversations (guardian accounts land here,
 * members who guard someone may come too), and an invitation's link, open to visitors (they sign in or
 * create a guardian account there).
 */
export const guardianSiteRoutes: RouteObject[] = [
  {
    element: <RequireAuth allowGuardian />,
    children: [
      {
        path: 'guardian',
        lazy: guardianHome,
      },
      {
        path: 'guardian/wards/:memberId',
        lazy: wardConversations,
      },
    ],
  },
  {
    path: 'guardian/invite',
    lazy: invitation,
  },
];

/** In the chat layout: a ward's conversation, read-only. */
export const guardianChatRoute: RouteObject = {
  element: <RequireAuth allowGuardian />,
  children: [
    {
      path: 'guardian/wards/:memberId/chats/:connectionId',
      lazy: wardChat,
    },
  ],
};
