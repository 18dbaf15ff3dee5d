import { EyeOff, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../shared/safety/verification-contract';
import { Card } from '../../../components/ui/card';
import { PoseIcon } from '../pose-icon';
import { staffMoment } from '../../../lib/format-date';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
        {children}
      </div>
    </figure>
  );
}

function Empty({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <p className="grid justify-items-center gap-2 p-4 text-center text-sm text-muted-foreground">
      {icon}
      {text}
    </p>
  );
}

/** The selfie beside the profile photo, with the pose the member was asked to copy. */
export function ComparePanel({ item, name }: { item: TVerificationDetail; name: string }) {
  const { t } = useTranslation('verification-review');
  const { t: tm } = useTranslation('verification');
  let selfie: ReactNode;
  if (item.selfie_url)
    selfie = (
      <img src={item.selfie_url} alt={t('item.selfieAlt', { name })} className="size-full object-contain" />
    );
  else if (item.needs_woman_reviewer)
    selfie = <Empty icon={<EyeOff className="size-6" aria-hidden="true" />} text={t('item.selfieHidden')} />;
  else
    selfie = (
      <Empty
        icon={<ImageOff className="size-6" aria-hidden="true" />}
        text={t('item.selfieErased', { date: staffMoment(item.selfie_erased_at ?? item.created_at) })}
      />
    );
  const photo = item.profile.photo_url ?? item.profile.photo_thumb_url;
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('item.compare')}</h2>
      <div className="flex items-center gap-3 rounded-md bg-primary-soft/40 p-3">
        <PoseIcon pose={item.pose} className="size-12 [&_svg]:size-6" />
        <div className="grid gap-0.5">
          <span className="text-sm text-muted-foreground">{t('item.pose')}</span>
          <span className="font-medium">{tm(`poses.${item.pose}`)}</span>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Frame title={t('item.selfie')}>{selfie}</Frame>
        <Frame title={t('item.profilePhoto')}>
          {photo ? (
            <img src={photo} alt={t('item.profilePhotoAlt', { name })} className="size-full object-contain" />
          ) : (
            <Empty icon={<ImageOff className="size-6" aria-hidden="true" />} text={t('item.noPhoto')} />
          )}
        </Frame>
      </div>
    </Card>
  );
}
