import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { useOwnProfile } from './api/get-own-profile';
import { fromProfile } from './profile-form/form-values';
import { ProfileForm } from './profile-form/profile-form';
import { PageContainer } from '../../components/ui/page-container';

/** /complete-profile: the six-tab profile form, prefilled from the saved profile. */
export function CompleteProfilePage() {
  const { t } = useTranslation('profiles');
  const { user } = useAuth();
  const query = useOwnProfile();

  return (
    <PageContainer>
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('form.title')}
        </h1>
        <p className="text-muted-foreground">{t('form.subtitle')}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          {query.isPending ? (
            <FormSkeleton label={t('form.loading')} />
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
              <p className="text-muted-foreground">{t('form.loadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('form.retry')}
              </Button>
            </div>
          ) : (
            <ProfileForm initialValues={fromProfile(query.data.profile, user?.name ?? '')} />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-full" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-9 w-36" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
