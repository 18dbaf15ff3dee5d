import { BarChart3, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileCompletion } from '../../../shared/rules/profile-completion';
import { Button } from '../../components/ui/button';
import { displayNameOf } from '../../entities/member/member-display';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { useOwnProfile } from './api/get-own-profile';
import { CompletionPrompt } from './my-profile/completion-prompt';
import { DetailCards } from './my-profile/detail-cards';
import { OverviewCard } from './my-profile/overview-card';
import { PageContainer } from '../../components/ui/page-container';

/** /profile: the member's own profile at a glance (spec "My Profile"). */
export function MyProfilePage() {
  const { t } = useTranslation('profiles');
  const { user } = useAuth();
  const query = useOwnProfile();
  const profile = query.data?.profile ?? null;
  const completion = profileCompletion(profile);

  return (
    <PageContainer>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
            {t('myProfile.title')}
          </h1>
          <p className="text-muted-foreground">{t('myProfile.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/profile-analytics">
              <BarChart3 aria-hidden="true" />
              {t('myProfile.viewAnalytics')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/complete-profile">
              <Pencil aria-hidden="true" />
              {t('myProfile.editProfile')}
            </Link>
          </Button>
        </div>
      </header>
      {query.isPending ? (
        <MyProfileSkeleton label={t('myProfile.loading')} />
      ) : query.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-border bg-card p-10"
        >
          <p className="text-muted-foreground">{t('myProfile.loadError')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('myProfile.retry')}
          </Button>
        </div>
      ) : (
        <>
          <OverviewCard
            profile={profile}
            name={displayNameOf(profile?.full_name, user?.name, user?.email ?? '')}
            completion={completion}
          />
          <DetailCards profile={profile} />
          <CompletionPrompt completion={completion} />
        </>
      )}
    </PageContainer>
  );
}

function MyProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{label}</span>
      <div className="flex gap-6 rounded-lg border border-border bg-card p-6">
        <Skeleton className="size-24 rounded-full" />
        <div className="grid flex-1 content-start gap-3">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    </div>
  );
}
