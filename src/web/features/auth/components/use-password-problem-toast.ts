import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { passwordProblem } from '../password-rules';

/** Spec §5 toasts for a new password: 'Password Mismatch' first, else 'Weak Password'. */
export function usePasswordProblemToast(): (password: string, confirmation: string) => void {
  const { t } = useTranslation('auth');
  return useCallback(
    (password, confirmation) => {
      const problem = passwordProblem(password, confirmation);
      if (problem === 'mismatch')
        toast.error(t('signUp.mismatchTitle'), { description: t('signUp.mismatchText') });
      if (problem === 'weak') toast.error(t('signUp.weakTitle'), { description: t('signUp.weakText') });
    },
    [t],
  );
}
