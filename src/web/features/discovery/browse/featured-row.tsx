import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { initialsOf } from '../../../entities/member/member-display';
import { useFeatured } from '../api/get-featured';
import { locationOf } from './profile-bits';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

/**
 * 'Featured' above the /browse results: up to 8 boosted or featured members as small cards, one link
 * each, in a row that scrolls sideways on phones. Nothing at all while loading, when empty, or when the
 * call failed: it is a bonus, never in the way of the list.
 */
export function FeaturedRow() {
  const { t } = useTranslation('discovery');
  const titleId = useId();
  const query = useFeatured();
  const profiles = query.data?.profiles ?? [];
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Star className="size-4 fill-current text-accent-strong" aria-hidden="true" />
        {t('featured.title')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-8 lg:overflow-visible lg:pb-0">
        {profiles.map((profile) => {
          const place = locationOf(profile);
          return (
            <li key={profile.user_id} className="w-36 shrink-0 snap-start lg:w-auto">
              <Link
                to={`/profile/${encodeURIComponent(profile.user_id)}`}
                className="grid h-full content-start justify-items-center gap-2 rounded-lg border border-border bg-card p-3 text-center shadow-sm transition-colors outline-none hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {/* Decorative here: the name is the link's text. */}
                <MemberAvatar
                  src={profile.profile_photo_thumb_url ?? profile.profile_photo_url}
                  photoHidden={profile.photo_hidden}
                  alt=""
                  fallback={initialsOf(profile.full_name)}
                  className="size-16"
                />
                <span className="line-clamp-2 text-sm font-semibold break-words">
                  {profile.full_name}
                  {profile.verified ? <VerifiedBadge className="ms-1 align-[-0.125em]" /> : null}
                  {profile.age !== null ? (
                    <span className="font-normal text-muted-foreground">
                      {t('browse.ageSuffix', { age: profile.age })}
                    </span>
                  ) : null}
                </span>
                {place ? <span className="line-clamp-2 text-xs text-muted-foreground">{place}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
