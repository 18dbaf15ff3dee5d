import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { TMemberProfile, TProfileDetail } from '../../../shared/profiles/profile-contract';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { useProfile } from './api/get-profile';
import { MemberProfileHeader } from './profile-detail/member-profile-header';
import { ProfileNotFound } from './profile-detail/profile-not-found';
import { ProfileSectionCard } from './profile-detail/profile-section-card';
import { useProfileSections } from './profile-detail/use-profile-sections';
import { useViewTimeReporter } from './profile-detail/use-view-time-reporter';
import { VisitorProfileView } from './profile-detail/visitor-profile-view';
import { PageContainer } from '../../components/ui/page-container';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /profile/:id (id = user id): open to all; what shows depends on who looks. */
export function ProfileDetailPage() {
  const { t } = useTranslation('profiles');
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useProfile(id, user?.id ?? null, !loading);
  // The server answers 'member' only to a signed-in member who is not the owner: their time here counts.
  useViewTimeReporter(id, query.data?.viewer === 'member');
  // 'default' is the first entry of this tab: there is nothing in the app to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  const { error } = query;
  useEffect(() => {
    if (error && !isNotFound(error))
      toast.error(t('detail.errorTitle'), { description: t('detail.errorText') });
  }, [error, t]);

  return (
    <PageContainer>
      {query.isError || query.data?.viewer === 'visitor' ? null : (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={goBack}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('detail.back')}
        </Button>
      )}
      {query.isPending ? (
        <DetailSkeleton label={t('detail.loading')} />
      ) : query.isError ? (
        <ProfileNotFound onBack={goBack} />
      ) : (
        <DetailView detail={query.data} />
      )}
    </PageContainer>
  );
}

function DetailView({ detail }: { detail: TProfileDetail }) {
  if (detail.viewer === 'visitor') return <VisitorProfileView profile={detail.profile} />;
  return (
    <>
      <MemberProfileHeader
        profile={detail.profile}
        viewer={detail.viewer}
        match={detail.match}
        guardian={detail.guardian?.name ?? null}
      />
      <ProfileSections profile={detail.profile} />
    </>
  );
}

function ProfileSections({ profile }: { profile: TMemberProfile }) {
  const sections = useProfileSections(profile);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {sections.map((section) => (
        <ProfileSectionCard key={section.id} section={section} wide={section.id === 'personal'} />
      ))}
    </div>
  );
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-48 w-full rounded-lg" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56 w-full rounded-lg" />
        <Skeleton className="h-56 w-full rounded-lg" />
      </div>
    </div>
  );
}
