import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TMatch, TMemberProfile } from '../../../../shared/profiles/profile-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { initialOf } from '../../../entities/member/member-display';
import { ConnectionActionsSlot } from './connection-actions-slot';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

type HeaderProps = {
  profile: TMemberProfile;
  viewer: 'member' | 'owner';
  match: TMatch | null;
  /** Their active guardian's first name (issue 23 item 5), said beside Connect. */
  guardian?: string | null;
};

export function MemberProfileHeader({ profile, viewer, match, guardian = null }: HeaderProps) {
  const { t } = useTranslation('profiles');
  const name = profile.full_name?.trim() || t('detail.unnamed');
  const photo = profile.profile_photo_url ?? profile.profile_photo_thumb_url;
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-primary to-primary-strong sm:h-24" />
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-6">
        <MemberAvatar
          src={photo}
          photoHidden={profile.photo_hidden}
          alt={t('detail.photoAlt', { name })}
          fallback={initialOf(name)}
          className="-mt-14 size-28 text-4xl ring-4 ring-card sm:-mt-16 sm:size-32"
        />
        <div className="grid min-w-0 flex-1 gap-2 sm:pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{name}</h1>
            {profile.verified ? <VerifiedBadge variant="label" className="text-sm" /> : null}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {profile.age !== null ? <li>{t('detail.age', { age: profile.age })}</li> : null}
            {profile.location ? (
              <li className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {profile.location}
              </li>
            ) : null}
            {profile.occupation ? (
              <li className="inline-flex items-center gap-1.5">
                <Briefcase className="size-4" aria-hidden="true" />
                {profile.occupation}
              </li>
            ) : null}
          </ul>
          {match ? <MatchBadge match={match} /> : null}
        </div>
        <ConnectionActionsSlot userId={profile.user_id} name={name} viewer={viewer} guardian={guardian} />
      </CardContent>
    </Card>
  );
}

/** The real score from the server (spec's fixed 75% replaced, DESIGN.md), its label and up to 3 reasons. */
function MatchBadge({ match }: { match: TMatch }) {
  const { t } = useTranslation('profiles');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent" className="px-2.5 py-1 text-sm">
          {t('detail.match', { score: match.score })}
        </Badge>
        <span className="text-sm font-medium text-accent-strong">{match.label}</span>
      </div>
      {match.reasons.length > 0 ? (
        <ul aria-label={t('detail.matchReasons')} className="flex flex-wrap gap-1.5">
          {match.reasons.slice(0, 3).map((reason) => (
            <li key={reason}>
              <Badge variant="outline">{reason}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
