import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfileCard } from '../../../../shared/discovery/discovery-contract';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { initialsOf, placeText } from '../../../entities/member/member-display';
import { FavoriteButton } from './favorite-button';

/** The small pieces a browse row and a browse card share. */

export function ProfilePhoto({ profile, className }: { profile: TProfileCard; className?: string }) {
  const { t } = useTranslation('discovery');
  return (
    <Avatar
      src={profile.profile_photo_thumb_url ?? profile.profile_photo_url}
      alt={t('browse.photoAlt', { name: profile.full_name })}
      fallback={initialsOf(profile.full_name)}
      className={className}
    />
  );
}

/** occupation · education · community, from whichever exist. */
export function detailsOf(profile: TProfileCard): string | null {
  const parts = [profile.occupation, profile.educational_qualification, profile.religion_community];
  const present = parts.filter((part): part is string => Boolean(part?.trim()));
  return present.length ? present.join(' · ') : null;
}

export function locationOf(profile: TProfileCard): string | null {
  return placeText(profile);
}

/** A dash for the eye, 'Not specified' for the ear. */
export function Missing() {
  const { t } = useTranslation('discovery');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('browse.notSpecified')}</span>
    </>
  );
}

export function ProfileActions({ profile, className }: { profile: TProfileCard; className?: string }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={className ?? 'flex items-center gap-1'}>
      <Button asChild variant="outline" size="sm">
        <Link to={`/profile/${encodeURIComponent(profile.user_id)}`}>
          <Eye aria-hidden="true" />
          {t('browse.view')}
          <span className="sr-only"> {t('browse.viewName', { name: profile.full_name })}</span>
        </Link>
      </Button>
      <FavoriteButton userId={profile.user_id} name={profile.full_name} favorited={profile.is_favorite} />
    </div>
  );
}
