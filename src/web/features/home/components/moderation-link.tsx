import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './link-card';

/** Moderators have no admin links in the top bar: their way to the moderation queue (issue 23). */
export function ModerationLink() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="moderation-title" className="grid gap-3">
      <h2 id="moderation-title" className="text-lg font-semibold">
        {t('moderation.title')}
      </h2>
      <LinkCard
        to="/admin/moderation"
        icon={<ShieldAlert aria-hidden="true" />}
        title={t('moderation.queue')}
        text={t('moderation.text')}
      />
    </section>
  );
}
