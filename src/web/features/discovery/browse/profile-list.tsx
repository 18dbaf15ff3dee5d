import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProfileCard } from '../../../../shared/discovery/discovery-contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { FeaturedBadge } from '../featured-badge';
import { detailsOf, locationOf, ProfileActions, ProfilePhoto } from './profile-bits';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

/** Phones: the same rows as cards (a six-column table does not fit 390 px); `rows` null = loading. */
export function ProfileList({ rows, skeletonRows }: { rows: TProfileCard[] | null; skeletonRows: number }) {
  const { t } = useTranslation('discovery');
  if (rows === null) {
    return (
      <ul className="grid gap-3">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-lg border border-border bg-card p-4">
            <Skeleton className="size-14 rounded-full" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={t('browse.results')} className="grid gap-3">
      {rows.map((profile) => {
        const location = locationOf(profile);
        const details = detailsOf(profile);
        return (
          <li
            key={profile.user_id}
            className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
          >
            <div className="flex gap-3">
              <ProfilePhoto profile={profile} className="size-14" />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <h3 className="font-semibold break-words">
                  {profile.full_name}
                  {profile.verified ? <VerifiedBadge className="ms-1 align-[-0.125em]" /> : null}
                  {profile.age !== null ? (
                    <span className="font-normal text-muted-foreground">
                      {t('browse.ageSuffix', { age: profile.age })}
                    </span>
                  ) : null}
                </h3>
                {profile.is_featured ? <FeaturedBadge className="w-fit" /> : null}
                {location ? (
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {location}
                  </p>
                ) : null}
                {details ? (
                  <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                    <Briefcase className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0">{details}</span>
                  </p>
                ) : null}
              </div>
            </div>
            <ProfileActions
              profile={profile}
              className="flex items-center justify-between gap-2 border-t border-border pt-3"
            />
          </li>
        );
      })}
    </ul>
  );
}
