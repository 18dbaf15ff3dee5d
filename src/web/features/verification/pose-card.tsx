import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TPoseChallenge } from '../../../shared/safety/verification-contract';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { formatTimeOfDay } from '../../lib/format-date';
import { useDrawPose } from './api/draw-pose';
import { PoseIcon } from './pose-icon';

/** The pose the server drew for me: its picture and words, until when it is mine, and another on request. */
export function PoseCard({ challenge, headingId }: { challenge: TPoseChallenge; headingId: string }) {
  const { t } = useTranslation('verification');
  const draw = useDrawPose();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('pose.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('pose.intro')}</p>
      <div className="flex items-center gap-4 rounded-lg border border-primary/30 bg-primary-soft/40 p-4">
        <PoseIcon pose={challenge.pose} />
        <div className="grid gap-1">
          <p className="font-medium" aria-live="polite">
            {t(`poses.${challenge.pose}`)}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('pose.expires', { time: formatTimeOfDay(challenge.expires_at) })}
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        busy={draw.isPending}
        onClick={() =>
          draw.mutate(undefined, {
            onError: (error) => toast.error(t('pose.anotherFailed'), { description: errorMessage(error) }),
          })
        }
      >
        {draw.isPending ? null : <Shuffle aria-hidden="true" />}
        {t('pose.another')}
      </Button>
    </section>
  );
}
