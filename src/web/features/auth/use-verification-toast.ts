import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/**
 * The e-mailed verification link lands on /auth?verified=1 (the sign-up callbackURL), signed in: the
 * link starts the member's first session, greeted as a welcome. On failure the server appends
 * `error=...` to that same URL, so `error` wins over `verified`. The params are then dropped, so a
 * reload or Back does not repeat the toast; the toast id also dedupes StrictMode's double run. A
 * signed-in member is sent on by the page: the params then leave with the page itself.
 */
export function useVerificationToast(session: 'loading' | 'signed-in' | 'signed-out'): void {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const verified = params.get('verified');

  useEffect(() => {
    // The link signed the member in: wait for the session before choosing the greeting.
    if ((error === null && verified === null) || session === 'loading') return;
    const signedIn = session === 'signed-in';
    if (error !== null) {
      toast.error(t('verify.failedTitle'), { id: 'email-verification', description: t('verify.failedText') });
    } else if (verified === '1' && signedIn) {
      toast.success(t('verify.welcomeTitle'), {
        id: 'email-verification',
        description: t('verify.welcomeText'),
      });
      return;
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
  }, [error, verified, session, setParams, t]);
}
