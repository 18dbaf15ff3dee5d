import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/**
 * The e-mailed verification link lands on /auth?verified=1 (the sign-up callbackURL). On failure the
 * server appends `error=...` to that same URL, so `error` wins over `verified`. The params are then
 * dropped, so a reload or Back does not repeat the toast; the toast id also dedupes StrictMode's double run.
 */
export function useVerificationToast(): void {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const verified = params.get('verified');

  useEffect(() => {
    if (error === null && verified === null) return;
    if (error !== null) {
      toast.error(t('verify.failedTitle'), { id: 'email-verification', description: t('verify.failedText') });
    } else if (verified === '1') {
      toast.success(t('verify.successTitle'), {
        id: 'email-verification',
        description: t('verify.successText'),
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [error, verified, setParams, t]);
}
