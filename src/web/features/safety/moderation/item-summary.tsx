import { EyeOff, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TModerationItem } from '../../../../shared/safety/moderation-contract';
import { hasRole } from '../../../../shared/roles';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { initialsOf } from '../../../entities/member/member-display';
import { useAuth } from '../../../lib/auth';
import { staffDay } from '../../../lib/format-date';
import { ReasonBadges } from './reason-badges';

/** The member: photo, name, e-mail (a way to them in Users, for admins), reasons or a new photo, state. */
export function ItemSummary({ item, name }: { item: TModerationItem; name: string }) {
  const { t } = useTranslation('moderation');
  const { role } = useAuth();
  const { member } = item;
  const photo = item.kind === 'photo';
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <Avatar
        src={member.photo_url}
        alt=""
        fallback={initialsOf(member.full_name, member.email)}
        className="size-16"
      />
      <div className="grid min-w-0 gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t(photo ? 'item.photoMember' : 'item.member')}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="break-all">{member.email}</span>
          {/* The users screen is the admins': moderators have no way in there. */}
          {hasRole(role, 'admin') ? (
            <Link
              to={`/admin/users?${new URLSearchParams({ search: member.email }).toString()}`}
              className="inline-flex items-center gap-1 text-primary-strong underline-offset-4 hover:underline"
            >
              <Search className="size-4" aria-hidden="true" />
              {t('item.viewUser')}
            </Link>
          ) : null}
        </p>
        {photo ? null : <ReasonBadges reasons={item.reasons} />}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {photo ? (
            <span>{t('queue.submitted', { date: staffDay(item.updated_at) })}</span>
          ) : (
            <>
              <span>{t('queue.reporters', { count: item.distinct_reporters })}</span>
              <span>·</span>
              <span>{t('item.reportedOn', { date: staffDay(item.created_at) })}</span>
            </>
          )}
          {item.hidden_from_discovery ? (
            <Badge variant="accent">
              <EyeOff aria-hidden="true" />
              {t('queue.hidden')}
            </Badge>
          ) : null}
          {member.suspended ? <Badge variant="destructive">{t('queue.suspended')}</Badge> : null}
        </div>
      </div>
    </Card>
  );
}
