import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TPoseChallenge } from '../../../shared/safety/verification-contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useSubmitSelfie } from './api/submit-selfie';
import { PoseCard } from './pose-card';
import { SelfieCapture } from './selfie-capture';

/** The three steps: the pose drawn for me, my selfie copying it, and sending it (maybe to a woman). */
export function SelfieForm({ challenge }: { challenge: TPoseChallenge }) {
  const { t } = useTranslation('verification');
  const id = useId();
  const submit = useSubmitSelfie();
  const [selfie, setSelfie] = useState<Blob | null>(null);
  const [womanReviewer, setWomanReviewer] = useState(false);
  const [missing, setMissing] = useState(false);

  const send = () => {
    if (!selfie) return setMissing(true);
    submit.mutate(
      { selfie, pose: challenge.pose, womanReviewer },
      {
        onSuccess: () => toast.success(t('send.sent')),
        onError: (error) => {
          // A refused file is said under the selfie's step; the member takes or chooses another.
          if (error instanceof ApiError && error.fields?.selfie) setSelfie(null);
          toast.error(t('send.failed'), { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Card className="grid gap-6 p-4 sm:p-6">
      <PoseCard challenge={challenge} headingId={`${id}-pose`} />
      <SelfieCapture
        selfie={selfie}
        headingId={`${id}-capture`}
        onChange={(next) => {
          setSelfie(next);
          if (next) setMissing(false);
        }}
      />
      <section aria-labelledby={`${id}-send`} className="grid gap-3">
        <h2 id={`${id}-send`} className="text-lg font-semibold">
          {t('send.title')}
        </h2>
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={womanReviewer}
            onChange={(event) => setWomanReviewer(event.target.checked)}
            aria-describedby={`${id}-woman-hint`}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{t('send.womanReviewer')}</span>
            <span id={`${id}-woman-hint`} className="text-muted-foreground">
              {t('send.womanReviewerHint')}
            </span>
          </span>
        </label>
        {missing ? (
          <p role="alert" className="text-sm text-destructive">
            {t('send.needsSelfie')}
          </p>
        ) : null}
        <Button type="button" className="justify-self-start" busy={submit.isPending} onClick={send}>
          {submit.isPending ? null : <Send aria-hidden="true" />}
          {t('send.submit')}
        </Button>
      </section>
    </Card>
  );
}
