import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { AccountSection } from './account-section';
import { useSignOutEverywhere } from './api/sign-out-everywhere';

export function SignOutEverywhereSection() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  return (
    <AccountSection title={t('sessions.title')} text={t('sessions.text')}>
      <Button
        variant="outline"
        busy={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('sessions.done'));
              void navigate('/auth', { replace: true });
            },
            onError: (error) => toast.error(t('sessions.failed', { message: errorMessage(error) })),
          })
        }
      >
        {signOut.isPending ? null : <LogOut aria-hidden="true" />}
        {t('sessions.button')}
      </Button>
    </AccountSection>
  );
}
