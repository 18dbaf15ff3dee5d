import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TBlockedMember } from '../../../shared/safety/safety-contract';
import { MemberAvatar } from '../../entities/member/member-avatar';
import { Button } from '../../components/ui/button';
import { useUnblockMember } from '../../entities/member-safety/unblock-member';
import { initialsOf } from '../../entities/member/member-display';
import { errorMessage } from '../../lib/error-message';
import { formatDay } from '../../lib/format-date';

/** One blocked member: photo or initials, name, when, and Unblock (no confirm: blocking again is easy). */
export function BlockedMemberRow({ member }: { member: TBlockedMember }) {
  const { t } = useTranslation('safety');
  const unblock = useUnblockMember();
  const name = member.full_name;
  const date = formatDay(member.blocked_at);

  function onUnblock() {
    unblock.mutate(member.user_id, {
      onSuccess: () => void toast.success(t('blocked.unblocked', { name })),
      onError: (error) =>
        void toast.error(t('blocked.unblockFailed', { name, message: errorMessage(error) })),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <MemberAvatar
        src={member.photo_url}
        photoHidden={member.photo_hidden}
        alt={t('blocked.photoAlt', { name })}
        fallback={initialsOf(name)}
        className="size-12"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 className="font-medium break-words">{name}</h2>
        <p className="text-sm text-muted-foreground">
          <time dateTime={member.blocked_at}>{t('blocked.blockedOn', { date })}</time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        busy={unblock.isPending}
        aria-label={t('blocked.unblockName', { name })}
        onClick={onUnblock}
      >
        {unblock.isPending ? null : <ShieldCheck aria-hidden="true" />}
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}
