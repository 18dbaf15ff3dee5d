import { CreditCard, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './link-card';

/** Spec: admins see these instead of the member stats. */
export function AdminLinks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="admin-title" className="grid gap-3">
      <h2 id="admin-title" className="text-lg font-semibold">
        {t('admin.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <LinkCard
            to="/admin/cms"
            icon={<FileText aria-hidden="true" />}
            title={t('admin.cms.title')}
            text={t('admin.cms.text')}
          />
        </li>
        <li>
          <LinkCard
            to="/admin/membership"
            icon={<CreditCard aria-hidden="true" />}
            title={t('admin.membership.title')}
            text={t('admin.membership.text')}
          />
        </li>
      </ul>
    </section>
  );
}
