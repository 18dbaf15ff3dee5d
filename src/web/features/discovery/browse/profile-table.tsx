import { useTranslation } from 'react-i18next';
import type { TProfileCard } from '../../../../shared/discovery/discovery-contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { FeaturedBadge } from '../featured-badge';
import { detailLinesOf, locationOf, Missing, ProfileActions, ProfilePhoto } from './profile-bits';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

const COLUMNS = ['photo', 'name', 'age', 'location', 'details', 'actions'] as const;
const cell = 'px-4 py-3 align-middle';

/** Wide screens: a real table (Photo, Name, Age, Location, Details, Actions); `rows` null = loading. */
export function ProfileTable({ rows, skeletonRows }: { rows: TProfileCard[] | null; skeletonRows: number }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('browse.results')}</caption>
        <thead className="bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'actions' ? `${cell} text-end` : `${cell} text-start`}
              >
                {t(`browse.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows === null
            ? Array.from({ length: skeletonRows }, (_, index) => <SkeletonRow key={index} />)
            : rows.map((profile) => <ProfileRow key={profile.user_id} profile={profile} />)}
        </tbody>
      </table>
    </div>
  );
}

/** A row reads as a person: a photo big enough to see, the name, then age, place and work. */
function ProfileRow({ profile }: { profile: TProfileCard }) {
  const location = locationOf(profile);
  const details = detailLinesOf(profile);
  return (
    <tr className="transition-colors hover:bg-muted/40">
      <td className={`${cell} w-20`}>
        <ProfilePhoto profile={profile} className="size-14 text-base" />
      </td>
      <th scope="row" className={`${cell} text-start text-base font-semibold text-foreground`}>
        {profile.full_name}
        {profile.verified ? <VerifiedBadge className="ms-1 align-[-0.125em]" /> : null}
        {profile.is_featured ? <FeaturedBadge className="ms-2 align-middle" /> : null}
      </th>
      <td className={`${cell} tabular-nums`}>{profile.age ?? <Missing />}</td>
      <td className={cell}>{location ?? <Missing />}</td>
      <td className={`${cell} max-w-xs`}>
        {details.main || details.more ? (
          <div className="grid gap-0.5">
            {details.main ? <span className="text-foreground">{details.main}</span> : null}
            {details.more ? <span className="text-muted-foreground">{details.more}</span> : null}
          </div>
        ) : (
          <Missing />
        )}
      </td>
      <td className={cell}>
        <ProfileActions profile={profile} className="flex items-center justify-end gap-1" />
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr>
      <td className={cell}>
        <Skeleton className="size-14 rounded-full" />
      </td>
      <td className={cell}>
        <Skeleton className="h-4 w-36" />
      </td>
      <td className={cell}>
        <Skeleton className="h-4 w-8" />
      </td>
      <td className={cell}>
        <Skeleton className="h-4 w-32" />
      </td>
      <td className={cell}>
        <Skeleton className="h-4 w-56" />
      </td>
      <td className={cell}>
        <Skeleton className="ms-auto h-9 w-28" />
      </td>
    </tr>
  );
}
