import { BadgeCheck, Clock, EyeOff, ImageOff, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMyVerification } from '../../../shared/safety/verification-contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useMyVerification } from './api/get-my-verification';
import { SelfieForm } from './selfie-form';
import { VerificationStatus } from './verification-status';
import { ViewersOnlySwitch } from './viewers-only-switch';

/**
 * /verification (issue 23 item 3): why verify, where my verification stands, the selfie with the pose
 * drawn for me (camera or upload), and whether only verified members may see me.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const query = useMyVerification();
  let content;
  if (query.isPending) content = <PageLoading label={t('page.loading')} />;
  else if (query.isError)
    content = (
      <RetryAlert
        message={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else content = <VerificationContent state={query.data} />;
  return (
    <PageContainer>
      <PageHeader backLabel={t('page.back')} title={t('page.title')} subtitle={t('page.subtitle')} />
      {content}
    </PageContainer>
  );
}

function VerificationContent({ state }: { state: TMyVerification }) {
  const asking = state.status === 'none' || state.status === 'refused';
  return (
    <div className="grid gap-4">
      <VerificationStatus state={state} />
      {state.status === 'approved' ? null : <WhyVerify />}
      {asking && !state.has_photo ? <NoPhoto waiting={state.photo_waiting} /> : null}
      {asking && state.has_photo && state.challenge ? <SelfieForm challenge={state.challenge} /> : null}
      <ViewersOnlySwitch state={state} />
    </div>
  );
}

function WhyVerify() {
  const { t } = useTranslation('verification');
  const points = [
    { Icon: BadgeCheck, text: t('why.badge') },
    { Icon: EyeOff, text: t('why.choice') },
    { Icon: Lock, text: t('why.privacy') },
  ];
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('why.title')}</h2>
      <ul className="grid gap-2">
        {points.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-2 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** No approved photo to compare the selfie with: add one, or wait for the one under review. */
function NoPhoto({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('verification');
  const Icon = waiting ? Clock : ImageOff;
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:p-6">
      <Icon className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <h2 className="font-semibold">{t(waiting ? 'noPhoto.waitingTitle' : 'noPhoto.title')}</h2>
        <p className="text-sm text-muted-foreground">{t(waiting ? 'noPhoto.waitingText' : 'noPhoto.text')}</p>
      </div>
      {waiting ? null : (
        <Button asChild variant="outline">
          <Link to="/profile">{t('noPhoto.link')}</Link>
        </Button>
      )}
    </Card>
  );
}
