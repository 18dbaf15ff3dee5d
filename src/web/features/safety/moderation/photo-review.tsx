import { useTranslation } from 'react-i18next';
import type { TModerationItem, TModerationPhotos } from '../../../../shared/safety/moderation-contract';
import { Card } from '../../../components/ui/card';

type PhotoReviewProps = { item: TModerationItem; photos: TModerationPhotos; name: string };

/**
 * A photo item's photos side by side: the new one waiting for approval, and the one other members see
 * now (or none). Once decided, the waiting photo is gone (approved ones are the member's photo now).
 */
export function PhotoReview({ item, photos, name }: PhotoReviewProps) {
  const { t } = useTranslation('moderation');
  return (
    <Card className="grid gap-4 p-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('item.photoTitle')}</h2>
        {item.status === 'open' ? (
          <p className="text-sm text-muted-foreground">{t('item.photoIntro')}</p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <figure className="grid content-start gap-2">
          <figcaption className="text-sm font-medium">{t('item.pendingPhoto')}</figcaption>
          {photos.pending_url ? (
            <img
              src={photos.pending_url}
              alt={t('item.pendingPhotoAlt', { name })}
              className="aspect-square w-full max-w-sm rounded-lg border border-border object-cover"
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {item.status === 'open' ? t('item.photoGone') : t('item.photoDecidedAlt')}
            </p>
          )}
        </figure>
        <figure className="grid content-start gap-2">
          <figcaption className="text-sm font-medium">{t('item.approvedPhoto')}</figcaption>
          {photos.approved_url ? (
            <img
              src={photos.approved_url}
              alt={t('item.approvedPhotoAlt', { name })}
              className="aspect-square w-full max-w-sm rounded-lg border border-border object-cover"
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('item.noApprovedPhoto')}</p>
          )}
        </figure>
      </div>
    </Card>
  );
}
