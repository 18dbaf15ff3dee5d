import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace, type CatalogLoaders } from '../lib/i18n';
import { MODERATOR_AREA_HANDLE } from './layouts/admin-access';
import { lazyPage } from './lazy-page';

/**
 * Verification by selfie (issue 23 item 3): the member's screen (/verification) and the staff's review
 * (/admin/moderation/verifications, moderators and admins), which words the poses from the member's
 * catalog as well as its own.
 */
const verificationCatalogs: CatalogLoaders = { en: () => import('../features/verification/i18n/en.json') };
const reviewCatalogs: CatalogLoaders = { en: () => import('../features/verification/i18n/review-en.json') };

const myVerification = () =>
  lazyPage('verification', verificationCatalogs, async () => {
    return (await import('../features/verification/verification-page')).VerificationPage;
  });

const reviewPage = (load: () => Promise<ComponentType>) => async () => {
  const [page] = await Promise.all([
    lazyPage('verification-review', reviewCatalogs, load),
    loadNamespace('verification', verificationCatalogs),
  ]);
  return page;
};

const verificationQueue = reviewPage(async () => {
  return (await import('../features/verification/review/verification-queue-page')).VerificationQueuePage;
});

const verificationReview = reviewPage(async () => {
  return (await import('../features/verification/review/verification-review-page')).VerificationReviewPage;
});

/** Verify my profile (signed in; needs no profile basics: the screen asks for a photo itself). */
export const verificationMemberRoute: RouteObject = { path: 'verification', lazy: myVerification };

/** Under /admin: the queue and one request, for moderators and admins (MODERATOR_AREA_HANDLE). */
export const verificationAdminRoutes: RouteObject[] = [
  { path: 'moderation/verifications', handle: MODERATOR_AREA_HANDLE, lazy: verificationQueue },
  { path: 'moderation/verifications/:id', handle: MODERATOR_AREA_HANDLE, lazy: verificationReview },
];
