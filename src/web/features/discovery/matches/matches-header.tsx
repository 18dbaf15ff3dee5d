import { ArrowLeft, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { displayNameOf } from '../../../entities/member/member-display';
import { useAuth, useSignOutAction } from '../../../lib/auth';

/** Back to '/', 'Your Matches', the welcome line (full name, else e-mail) and Sign Out. */
export function MatchesHeader() {
  const { t } = useTranslation('discovery');
  const { user, profile } = useAuth();
  const { busy: signingOut, signOut: onSignOut } = useSignOutAction();
  const name = user ? displayNameOf(profile?.full_name, user.name, user.email) : '';

  return (
    <header className="grid gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('matches.back')}
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
            {t('matches.title')}
          </h1>
          <p className="text-muted-foreground">{t('matches.welcome', { name })}</p>
          <p className="text-sm text-muted-foreground">{t('matches.subtitle')}</p>
        </div>
        <Button variant="outline" busy={signingOut} onClick={() => void onSignOut()}>
          {signingOut ? null : <LogOut aria-hidden="true" />}
          {t('matches.signOut')}
        </Button>
      </div>
    </header>
  );
}
