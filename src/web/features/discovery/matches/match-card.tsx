import { Briefcase, GraduationCap, MapPin, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMatchCard, TMatchCompatibility } from '../../../../shared/discovery/discovery-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PhotoLock } from '../../../entities/member/member-avatar';
import { placeText } from '../../../entities/member/member-display';
import { SafetyMenu } from '../../../entities/member-safety/safety-menu';
import { FeaturedBadge } from '../featured-badge';
import { cn } from '../../../lib/cn';
import { MatchConnectionSlot } from './match-connection-slot';
import { bandOf, splitReasons } from './match-filters';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

/** Colour by score band: the stronger the match, the stronger the colour (all AA on their background). */
const BAND_STYLE: Record<TMatchCompatibility, string> = {
  excellent: 'bg-primary text-primary-foreground',
  good: 'bg-primary-soft text-primary-strong',
  moderate: 'bg-accent-soft text-accent-strong',
  basic: 'bg-secondary text-secondary-foreground',
};

/** One match (spec "Match card"): photo, facts, two lines of self description, reasons and the score. */
export function MatchCard({ match }: { match: TMatchCard }) {
  const { t } = useTranslation('discovery');
  const titleId = useId();
  const band = bandOf(match.score);
  const { shown, more } = splitReasons(match.reasons);
  const location = placeText(match);
  const facts = [
    { key: 'location', icon: MapPin, text: location },
    { key: 'occupation', icon: Briefcase, text: match.occupation },
    { key: 'education', icon: GraduationCap, text: match.educational_qualification },
  ].filter((fact) => Boolean(fact.text?.trim()));

  return (
    <article
      aria-labelledby={titleId}
      // Focusable from script only: 'Show more' moves the focus to the first new card.
      tabIndex={-1}
      className="flex w-full flex-col rounded-lg border border-border bg-card shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <div className="flex gap-4 p-4 pb-3">
        <MatchPhoto match={match} />
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {match.full_name}
            {match.verified ? <VerifiedBadge className="ms-1.5 align-[-0.1em]" /> : null}
          </h3>
          {match.is_featured ? <FeaturedBadge className="w-fit" /> : null}
          {match.age !== null ? (
            <p className="text-sm text-muted-foreground">{t('card.age', { age: match.age })}</p>
          ) : null}
          <p
            className={cn(
              'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              BAND_STYLE[band],
            )}
          >
            <span className="text-sm tabular-nums">{t('card.score', { score: match.score })}</span>
            <span>{t(`matches.bands.${band}`)}</span>
          </p>
        </div>
        <SafetyMenu userId={match.user_id} name={match.full_name} className="-me-2 -mt-2" />
      </div>
      <div className="grid flex-1 content-start gap-3 px-4 pb-4">
        {facts.length > 0 ? (
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {facts.map(({ key, icon: Icon, text }) => (
              <li key={key} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words">{text}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {match.self_description?.trim() ? (
          <p className="line-clamp-2 text-sm">{match.self_description}</p>
        ) : null}
        {shown.length > 0 ? (
          <ul aria-label={t('card.reasons')} className="flex flex-wrap gap-1.5">
            {shown.map((reason) => (
              <li key={reason}>
                <Badge variant="outline" className="font-normal whitespace-normal">
                  {reason}
                </Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="secondary">{t('card.more', { count: more })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-border p-4">
        <Button asChild variant="outline" className="flex-1">
          <Link to={`/profile/${encodeURIComponent(match.user_id)}`} aria-describedby={titleId}>
            {t('card.viewProfile')}
          </Link>
        </Button>
        <MatchConnectionSlot userId={match.user_id} name={match.full_name} />
      </div>
    </article>
  );
}

/**
 * The thumbnail (the blurred placeholder, locked, while the member keeps photos private from me), or the
 * spec's 'No Photo' placeholder (also when the image fails to load).
 */
function MatchPhoto({ match }: { match: TMatchCard }) {
  const { t } = useTranslation('discovery');
  const src = match.profile_photo_thumb_url ?? match.profile_photo_url;
  const [failed, setFailed] = useState<string | null>(null);
  const box = 'size-24 shrink-0 overflow-hidden rounded-lg sm:size-28';
  if (src && failed !== src) {
    const image = (
      <img
        src={src}
        // A hidden photo is the server's blurred placeholder (issue 23): it says so, and wears a lock.
        alt={match.photo_hidden ? t('card.photoHidden') : t('card.photoAlt', { name: match.full_name })}
        loading="lazy"
        className={cn(box, 'bg-muted object-cover')}
        onError={() => setFailed(src)}
      />
    );
    if (!match.photo_hidden) return image;
    return (
      <div className="relative shrink-0">
        {image}
        <PhotoLock className="-bottom-1 -end-1" />
      </div>
    );
  }
  return (
    <div
      className={cn(
        box,
        'grid place-content-center justify-items-center gap-1 bg-muted text-muted-foreground',
      )}
    >
      <UserRound className="size-8" aria-hidden="true" />
      <span className="text-xs font-medium">{t('card.noPhoto')}</span>
    </div>
  );
}
