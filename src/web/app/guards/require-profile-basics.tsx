import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { hasProfileBasics } from '../../../shared/rules/profile-basics';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuth } from '../../lib/auth';
import type { AuthRedirectState } from './require-auth';

/**
 * The members sent to /complete-profile during this visit of the app (until a reload), by user id.
 * Sending them once is the point: after leaving the form without the basics, the screens open and say
 * themselves why they are empty (the answers' `needs_basics`), instead of bouncing every click on
 * Browse or Matches back to a form.
 */
const sentThisVisit = new Set<string>();

/**
 * Screens that need the basics (name, gender, date of birth: src/shared/rules/profile-basics.ts, the
 * rule the server's `needs_basics` uses too): a signed-in member without them goes to /complete-profile
 * first, because browse, matches and messages have nothing to show them yet. It reads the profile in
 * ['me'], which a profile save refetches before the form moves on, so a member who just saved the
 * basics is let through. `state.redirect` says where they were headed.
 * Sits inside RequireAuth, which deals with signed-out visitors.
 */
export function RequireProfileBasics({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, profile, loading } = useAuth();
  if (loading) return <PageLoading label={t('loading')} />;
  if (user && !hasProfileBasics(profile) && !sentThisVisit.has(user.id))
    return <SendToCompleteProfile userId={user.id} />;
  return children ?? <Outlet />;
}

/** Navigates from an effect, so the member counts as sent only once the navigation really happens. */
function SendToCompleteProfile({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    sentThisVisit.add(userId);
    const state: AuthRedirectState = { redirect: `${pathname}${search}${hash}` };
    void navigate('/complete-profile', { replace: true, state });
  }, [userId, navigate, pathname, search, hash]);
  return <PageLoading label={t('loading')} />;
}
