import { BarChart3, Crown, MessageCircle, Search, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './link-card';

const ACTIONS = [
  { key: 'browse', to: '/browse', icon: <Search aria-hidden="true" /> },
  { key: 'matches', to: '/matches', icon: <Sparkles aria-hidden="true" /> },
  { key: 'messages', to: '/messages', icon: <MessageCircle aria-hidden="true" /> },
  { key: 'membership', to: '/membership', icon: <Crown aria-hidden="true" /> },
  { key: 'analytics', to: '/profile-analytics', icon: <BarChart3 aria-hidden="true" /> },
] as const;

export function ActionCards() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="actions-title" className="grid gap-3">
      <h2 id="actions-title" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map(({ key, to, icon }) => (
          <li key={key}>
            <LinkCard to={to} icon={icon} title={t(`actions.${key}.title`)} text={t(`actions.${key}.text`)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
