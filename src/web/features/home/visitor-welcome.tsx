import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** Plain, honest welcome for visitors: no invented numbers (the CMS-driven landing page comes later). */
export function VisitorWelcome() {
  const { t } = useTranslation('home');
  return (
    <section className="flex flex-1 items-center bg-gradient-to-b from-primary-soft/70 to-background px-4 py-16 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-primary text-primary-foreground shadow-md">
          <HeartHandshake className="size-9" aria-hidden="true" />
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-primary-strong sm:text-5xl">
          {t('visitor.title')}
        </h1>
        <p className="text-lg text-balance text-muted-foreground sm:text-xl">{t('visitor.mission')}</p>
        <Button asChild size="lg" variant="accent">
          <Link to="/auth">{t('visitor.joinNow')}</Link>
        </Button>
      </div>
    </section>
  );
}
