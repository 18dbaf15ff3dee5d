import { Check, LogOut, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { TGuardianInvitation } from '../../../shared/safety/guardian-contract';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageContainer } from '../../components/ui/page-container';
import { PageLoading } from '../../components/ui/page-loading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/error-message';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';
import { InvitationSignIn } from './invitation-sign-in';
import { InvitationSignUp } from './invitation-sign-up';

/**
 * /guardian/invite?token= (issue 23 item 5): who invited them and what a guardian can do; then sign in,
 * or create a guardian account, with the invited address, and accept.
 */
export function InvitationPage() {
  const { t } = useTranslation('guardians');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useInvitation(token, token !== '');
  const closed = !token || (query.error instanceof ApiError && [400, 404, 410].includes(query.error.status));
  return (
    <PageContainer className="max-w-2xl">
      {closed ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />
              {t('invitation.invalidTitle')}
            </CardTitle>
            <CardDescription>{t('invitation.invalidText')}</CardDescription>
          </CardHeader>
        </Card>
      ) : query.isPending ? (
        <PageLoading label={t('invitation.loading')} />
      ) : !query.data ? (
        <RetryAlert
          message={t('invitation.loadFailed')}
          retryLabel={t('invitation.retry')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Invitation invitation={query.data} token={token} />
      )}
    </PageContainer>
  );
}

function Invitation({ invitation, token }: { invitation: TGuardianInvitation; token: string }) {
  const { t } = useTranslation('guardians');
  const member = invitation.member_name;
  const relationship = t(`relationshipWords.${invitation.relationship}`);
  return (
    <Card>
      <CardHeader>
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong">{t('invitation.title')}</h1>
        <CardDescription className="text-base text-foreground">
          {t('invitation.text', { member, relationship })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid list-disc gap-2 ps-5 text-sm text-muted-foreground">
          <li>{t('invitation.what1', { member })}</li>
          <li>{t('invitation.what2', { member })}</li>
        </ul>
        <p className="text-sm">{t('invitation.sentTo', { email: invitation.email })}</p>
        <AcceptOrSignIn invitation={invitation} token={token} />
      </CardContent>
    </Card>
  );
}

function AcceptOrSignIn({ invitation, token }: { invitation: TGuardianInvitation; token: string }) {
  const { t } = useTranslation('guardians');
  const { user, loading, signOut } = useAuth();
  if (loading) return <PageLoading label={t('invitation.loading')} />;
  if (!user) {
    return (
      <Tabs defaultValue="sign-up" className="grid gap-4">
        <TabsList aria-label={t('invitation.tabs')}>
          <TabsTrigger value="sign-up">{t('invitation.newAccount')}</TabsTrigger>
          <TabsTrigger value="sign-in">{t('invitation.haveAccount')}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-up">
          <InvitationSignUp email={invitation.email} token={token} />
        </TabsContent>
        <TabsContent value="sign-in">
          <InvitationSignIn email={invitation.email} />
        </TabsContent>
      </Tabs>
    );
  }
  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-border bg-muted p-4">
        <p className="text-sm">
          {t('invitation.wrongAccount', { email: user.email, invited: invitation.email })}
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('invitation.signOut')}
        </Button>
      </div>
    );
  }
  return <AcceptButton token={token} invitation={invitation} />;
}

function AcceptButton({ token, invitation }: { token: string; invitation: TGuardianInvitation }) {
  const { t } = useTranslation('guardians');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const member = invitation.member_name;
  const [weekly, setWeekly] = useState(invitation.weekly_summary);
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={weekly}
          onChange={(event) => setWeekly(event.target.checked)}
        />
        {t('invitation.weekly')}
      </label>
      <Button
        className="justify-self-start"
        busy={accept.isPending}
        onClick={() =>
          accept.mutate(
            { token, weekly_summary: weekly },
            {
              onSuccess: () => {
                toast.success(t('invitation.accepted', { member }));
                void navigate('/guardian', { replace: true });
              },
              onError: (error) =>
                void toast.error(t('invitation.acceptFailed', { message: errorMessage(error) })),
            },
          )
        }
      >
        {accept.isPending ? null : <Check aria-hidden="true" />}
        {t('invitation.accept')}
      </Button>
    </div>
  );
}
