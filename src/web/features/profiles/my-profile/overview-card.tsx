import { Briefcase, Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TOwnProfile } from '../../../../shared/profiles/profile-contract';
import { ageFrom } from '../../../../shared/rules/age';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { initialsOf, stateAndCountry } from '../../../entities/member/member-display';

/** `name` is the member's display name (entities/member: the same on every screen). */
type OverviewCardProps = { profile: TOwnProfile | null; name: string; completion: number };

export function OverviewCard({ profile, name, completion }: OverviewCardProps) {
  const { t } = useTranslation('profiles');
  const age = ageFrom(profile?.date_of_birth);
  const place = stateAndCountry(profile?.current_state, profile?.current_country);
  const photo = profile?.profile_photo_thumb_url ?? profile?.profile_photo_url ?? null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row sm:items-start">
        <div className="grid justify-items-center gap-2 self-center sm:self-start">
          <Avatar
            src={photo}
            alt={t('myProfile.photoAlt', { name })}
            fallback={initialsOf(name)}
            className="size-24 text-3xl ring-4 ring-primary-soft"
          />
          {profile?.photo_review === 'pending' ? (
            <Badge variant="outline" className="text-xs">
              <Clock aria-hidden="true" />
              {t('myProfile.photoPending')}
            </Badge>
          ) : null}
        </div>
        <div className="grid min-w-0 flex-1 gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-semibold tracking-tight">{name}</h2>
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <span>{t('myProfile.completion')}</span>
              <Badge variant={completion >= 80 ? 'default' : 'secondary'} className="text-sm">
                {t('myProfile.completionValue', { value: completion })}
              </Badge>
            </div>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {age !== null ? <li>{t('myProfile.age', { age })}</li> : null}
            {place ? (
              <li className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {place}
              </li>
            ) : null}
            {profile?.occupation ? (
              <li className="inline-flex items-center gap-1.5">
                <Briefcase className="size-4" aria-hidden="true" />
                {profile.occupation}
              </li>
            ) : null}
          </ul>
          {profile?.self_description ? (
            <p className="line-clamp-3 whitespace-pre-line text-foreground/90">{profile.self_description}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
