import { BadgeCheck, Venus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../shared/safety/verification-contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { staffMoment } from '../../../lib/format-date';

/** Who the member is, in brief: what staff compare besides the photos. */
export function MemberFacts({ item, name }: { item: TVerificationDetail; name: string }) {
  const { t } = useTranslation('verification-review');
  const notGiven = t('item.notGiven');
  const facts = [
    { term: t('item.email'), value: item.member.email },
    {
      term: t('item.gender'),
      value: item.member.gender ? t(`item.genders.${item.member.gender}`) : notGiven,
    },
    { term: t('item.age'), value: item.profile.age === null ? notGiven : String(item.profile.age) },
    { term: t('item.location'), value: item.profile.location ?? notGiven },
  ];
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{name}</h1>
        <Badge variant={item.status === 'pending' ? 'outline' : 'secondary'}>
          {t(`statuses.${item.status}`)}
        </Badge>
        {item.profile.verified_at ? (
          <Badge variant="default">
            <BadgeCheck aria-hidden="true" />
            {t('item.alreadyVerified', { date: staffMoment(item.profile.verified_at) })}
          </Badge>
        ) : null}
        {item.woman_reviewer ? (
          <Badge variant="accent">
            <Venus aria-hidden="true" />
            {t('queue.womanReviewer')}
          </Badge>
        ) : null}
      </div>
      {item.profile.exists ? null : <p className="text-sm text-muted-foreground">{t('item.noProfile')}</p>}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(({ term, value }) => (
          <div key={term} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('queue.sent', { date: staffMoment(item.created_at) })}
      </p>
    </Card>
  );
}
