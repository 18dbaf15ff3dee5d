import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { postResendVerification } from '../../../lib/auth-api';
import { errorMessage } from '../../../lib/error-message';

/**
 * Offered after 'Email not verified': sends the link again. The answer is the same whether or not the
 * address waits for verification, and the server allows three an address in ten minutes.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useMutation({
    mutationFn: () => postResendVerification(email),
    onSuccess: () => toast.success(t('resend.sentTitle'), { description: t('resend.sentText') }),
    onError: (error) => toast.error(t('resend.failedTitle'), { description: errorMessage(error) }),
  });
  return (
    <div role="region" aria-label={t('resend.button')} className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <p>{t('signIn.notVerified')}</p>
      <Button
        type="button"
        variant="outline"
        busy={resend.isPending}
        onClick={() => resend.mutate()}
        className="w-full"
      >
        {resend.isPending ? t('resend.busy') : t('resend.button')}
      </Button>
    </div>
  );
}
