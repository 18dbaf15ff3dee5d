import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Spec: shown under 100; '5x' under 50, '3x' from 50 to 99. */
export function CompletionPrompt({ completion }: { completion: number }) {
  const { t } = useTranslation('profiles');
  if (completion >= 100) return null;
  return (
    <section
      aria-labelledby="completion-prompt-title"
      className="flex flex-col gap-4 rounded-lg border border-accent/30 bg-accent-soft/60 p-5 sm:flex-row sm:items-center"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="completion-prompt-title" className="font-semibold text-accent-strong">
          {t('myProfile.promptTitle')}
        </h2>
        <p className="text-sm text-accent-strong">
          {completion < 50 ? t('myProfile.prompt5x') : t('myProfile.prompt3x')}
        </p>
      </div>
      <Button asChild variant="accent">
        <Link to="/complete-profile">{t('myProfile.completeNow')}</Link>
      </Button>
    </section>
  );
}
