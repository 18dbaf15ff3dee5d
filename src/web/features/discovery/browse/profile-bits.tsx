import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfileCard } from '../../../../shared/discovery/discovery-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { locationOf as sharedLocationOf } from '../../../../shared/rules/location';
import { SafetyMenu } from '../../../entities/member-safety/safety-menu';
import { initialsOf } from '../../../entities/member/member-display';
import { FavoriteButton } from './favorite-button';

/** The small pieces a browse row and a browse card share. */

export function ProfilePhoto({ profile, className }: { profile: TProfileCard; className?: string }) {
  const { t } = useTranslation('discovery');
  return (
    <MemberAvatar
      src={profile.profile_photo_thumb_url ?? profile.profile_photo_url}
      photoHidden={profile.photo_hidden}
      alt={t('browse.photoAlt', { name: profile.full_name })}
      fallback={initialsOf(profile.full_name)}
      className={className}
    />
  );
}

const present = (parts: (string | null)[]) => parts.filter((part): part is string => Boolean(part?.trim()));

/** occupation · education · community, from whichever exist. */
export function detailsOf(profile: TProfileCard): string | null {
  const parts = present([profile.occupation, profile.educational_qualification, profile.religion_community]);
  return parts.length ? parts.join(' · ') : null;
}

/** The table's Details: the occupation first, then education · community (each line only if known). */
export function detailLinesOf(profile: TProfileCard): { main: string | null; more: string | null } {
  const main = present([profile.occupation])[0] ?? null;
  const more = present([profile.educational_qualification, profile.religion_community]);
  return { main, more: more.length ? more.join(' · ') : null };
}

/**
 * "state, country", or the country alone (the shared rule the server's `location` uses too). A state
 * without its country is not shown: 'Punjab' alone could be in India or Pakistan, and the form never
 * saves one (the state list needs a country).
 */
export function locationOf(profile: TProfileCard): string | null {
  if (!profile.current_country?.trim()) return null;
  return sharedLocationOf(profile.current_state, profile.current_country);
}

/**
 * An empty cell reads as nothing to the eye (a column of dashes made the table look empty) and as
 * 'Not specified' to the ear, so a screen reader never meets a silent cell.
 */
export function Missing() {
  const { t } = useTranslation('discovery');
  return <span className="sr-only">{t('browse.notSpecified')}</span>;
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
      <span className="flex items-center">
        <FavoriteButton userId={profile.user_id} name={profile.full_name} favorited={profile.is_favorite} />
        <SafetyMenu userId={profile.user_id} name={profile.full_name} />
      </span>
    </div>
  );
}
