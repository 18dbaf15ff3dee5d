import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';

/**
 * Spec dashboard welcome line: the full name, or the part of the e-mail before the @ sign. Until the
 * profile is saved, the full name is the one given at sign-up (the account's name).
 */
export function welcomeName(fullNames: readonly (string | null | undefined)[], email: string): string {
  const name = fullNames.map((n) => n?.trim()).find(Boolean);
  if (name) return name;
  return email.split('@')[0] ?? email;
}

export function MemberWelcome() {
  const { t } = useTranslation('home');
  const { user, profile } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
        {t('member.welcome', { name: welcomeName([profile?.full_name, user.name], user.email) })}
      </h1>
    </div>
  );
}
