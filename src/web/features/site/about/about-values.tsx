import { Gem, HandHeart, Lock, Scale, Sparkles, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

type Value = { name: string; meaning: string; text: string };

// In the catalog's order: Taqwa, Amanah, Ihsan, Adl, Haya, Rahmah.
const ICONS: readonly LucideIcon[] = [Sparkles, Lock, Gem, Scale, Sprout, HandHeart];

/** The six Islamic values cards (spec §2 "About"). */
export function AboutValues() {
  const { t } = useTranslation('about');
  const values = t('values.items', { returnObjects: true }) as Value[];
  return (
    <section aria-labelledby="about-values" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="about-values" className="text-3xl font-bold tracking-tight text-primary-strong">
            {t('values.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('values.intro')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map((value, index) => {
            const Icon = ICONS[index] ?? Sparkles;
            return (
              <li key={value.name}>
                <Card className="flex h-full flex-col gap-3 p-6">
                  <span className="grid size-11 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold text-foreground">
                    {value.name}
                    <span className="block text-sm font-medium text-primary">{value.meaning}</span>
                  </h3>
                  <p className="leading-relaxed text-muted-foreground">{value.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
