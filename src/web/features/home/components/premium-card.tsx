import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function PremiumCard() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="premium-title"
      className="flex flex-col gap-4 rounded-lg bg-gradient-to-br from-primary to-primary-strong p-6 text-primary-foreground shadow-sm sm:flex-row sm:items-center"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15">
        <Crown className="size-6 text-accent-soft" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="premium-title" className="text-lg font-semibold">
          {t('premium.title')}
        </h2>
        <p className="text-sm text-primary-foreground/90">{t('premium.text')}</p>
      </div>
      <Button asChild variant="accent">
        <Link to="/membership">{t('premium.action')}</Link>
      </Button>
    </section>
  );
}
