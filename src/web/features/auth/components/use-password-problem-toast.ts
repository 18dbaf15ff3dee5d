import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AUTH_ISSUE } from '../../../../shared/auth/auth-contract';
import { passwordProblem } from '../password-rules';

// What the toast below says is not said again under the field (issue 16: an error is said once).
const TOASTED_ISSUES: readonly string[] = [AUTH_ISSUE.passwordMismatch, AUTH_ISSUE.passwordTooShort];

/** A password field's error for under the field: none when the spec's toast already says it. */
export function unlessToasted(error: string | undefined): string | undefined {
  return error !== undefined && TOASTED_ISSUES.includes(error) ? undefined : error;
}

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
