import { ShieldCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { TConnection } from '../../../../shared/connections/connection-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { AnswerButtons } from '../../../entities/connection/answer-buttons';
import { initialOf } from '../../../entities/member/member-display';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useWithdrawConnection } from '../api/withdraw-connection';
import { partnerName, photoOf } from '../partner';

/** A pending request: who, when, and Accept / Decline (received) or Withdraw (sent). */
export function RequestRow({ connection }: { connection: TConnection }) {
  const { t, i18n } = useTranslation('connections');
  const now = useNow(60_000);
  const name = partnerName(connection.other, t('messages.unnamed'));
  const when = relativeTime(connection.created_at, now, i18n.language);
  const incoming = connection.direction === 'incoming';
  return (
    <div className="flex flex-wrap items-center gap-3 p-4">
      <MemberAvatar
        src={photoOf(connection.other)}
        photoHidden={connection.other.photo_hidden}
        alt=""
        fallback={initialOf(name)}
      />
      <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-0.5">
        <Link
          to={`/profile/${encodeURIComponent(connection.other.user_id)}`}
          className="max-w-full truncate font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {name}
        </Link>
        <span className="text-sm text-muted-foreground">
          {incoming ? t('messages.requestedAt', { time: when }) : t('messages.awaiting', { time: when })}
        </span>
        <GuardianLines connection={connection} name={name} />
      </div>
      {incoming ? (
        <AnswerButtons connectionId={connection.id} name={name} size="sm" className="ms-auto" />
      ) : (
        <WithdrawButton id={connection.id} name={name} />
      )}
    </div>
  );
}

/** Issue 23 item 5: the requester's "my wali is involved", and the partner's guardian who will read. */
function GuardianLines({ connection, name }: { connection: TConnection; name: string }) {
  const { t } = useTranslation('connections');
  const wali = connection.wali_involved && connection.direction === 'incoming';
  const guardian = connection.partner_guardian;
  if (!wali && !guardian) return null;
  return (
    <span className="grid gap-0.5 text-sm text-primary-strong">
      {wali ? (
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
          {connection.wali_name
            ? t('guardian.waliLine', { wali: connection.wali_name })
            : t('guardian.waliLineUnnamed')}
        </span>
      ) : null}
      {guardian ? (
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
          {t('guardian.requestLine', { name, guardian: guardian.name })}
        </span>
      ) : null}
    </span>
  );
}

function WithdrawButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('connections');
  const withdraw = useWithdrawConnection();
  return (
    <Button
      size="sm"
      variant="outline"
      className="ms-auto"
      busy={withdraw.isPending}
      aria-label={`${t('messages.withdraw')}: ${name}`}
      onClick={() =>
        withdraw.mutate(id, {
          onSuccess: () => void toast.success(t('messages.withdrawn')),
          onError: () => void toast.error(t('messages.withdrawFailed')),
        })
      }
    >
      {withdraw.isPending ? null : <Undo2 aria-hidden="true" />}
      {t('messages.withdraw')}
    </Button>
  );
}
