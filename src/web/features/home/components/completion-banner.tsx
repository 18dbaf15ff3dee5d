import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';

/** Spec: shown while the 12-field completion of /api/me is below 100. */
export function CompletionBanner({ completion }: { completion: number }) {
  const { t } = useTranslation('home');
  if (completion >= 100) return null;
  return (
    <section
      aria-labelledby="completion-title"
      className="flex flex-col gap-4 rounded-lg border border-accent/30 bg-accent-soft/60 p-5 sm:flex-row sm:items-center sm:gap-6"
    >
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong sm:grid">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-2">
        <h2 id="completion-title" className="font-semibold text-accent-strong">
          {t('completion.title', { value: completion })}
        </h2>
        <p className="text-sm text-accent-strong">{t('completion.text')}</p>
        <Progress value={completion} label={t('completion.progress')} className="max-w-sm bg-card" />
      </div>
      <Button asChild variant="accent">
        <Link to="/complete-profile">{t('completion.action')}</Link>
      </Button>
    </section>
  );
}
