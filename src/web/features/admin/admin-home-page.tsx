import { useTranslation } from 'react-i18next';

/** Placeholder inside RequireRole until the admin dashboard issue lands (keeps the guard testable end to end). */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('home.title')}</h1>
    </div>
  );
}
