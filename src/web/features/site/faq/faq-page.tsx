import {
  BookOpen,
  Compass,
  CreditCard,
  HeartHandshake,
  Search,
  SearchX,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FaqAccordionItem } from './faq-accordion-item';
import { countItems, filterFaq, type FaqCategory } from './faq-filter';
import { FaqSearchBox } from './faq-search-box';
import { JoinCta } from '../components/join-cta';
import { SiteHero } from '../components/site-hero';

const ICONS: Record<string, LucideIcon> = {
  'getting-started': Compass,
  'islamic-guidelines': BookOpen,
  'matching-search': Search,
  'communication-safety': ShieldCheck,
  'membership-billing': CreditCard,
  'success-stories-results': HeartHandshake,
};

/**
 * /faq (spec §2 "Public pages"): six categories of four questions, a search over questions and
 * answers, and an accordion with at most one open item, which can be closed again.
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const categories = t('categories', { returnObjects: true }) as FaqCategory[];
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterFaq(categories, query), [categories, query]);

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-12 pb-16 sm:gap-16 sm:pb-20">
      <SiteHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} joinLabel={t('hero.join')}>
        <p>{t('hero.intro')}</p>
      </SiteHero>

      <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 sm:px-6">
        <FaqSearchBox value={query} onChange={setQuery} shown={countItems(shown)} inputRef={searchRef} />

        {shown.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-foreground">{t('search.none')}</h2>
            <p className="max-w-md text-muted-foreground">{t('search.noneText')}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Button variant="outline" onClick={clearSearch}>
                {t('search.clear')}
              </Button>
              <Button asChild variant="link">
                <Link to="/contact">{t('search.contact')}</Link>
              </Button>
            </div>
          </div>
        ) : (
          shown.map((category) => {
            const Icon = ICONS[category.id] ?? Search;
            return (
              <section key={category.id} aria-labelledby={`${category.id}-title`} className="grid gap-4">
                <h2
                  id={`${category.id}-title`}
                  className="flex items-center gap-3 text-xl font-semibold tracking-tight text-primary-strong sm:text-2xl"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {category.title}
                </h2>
                <ul className="grid gap-3">
                  {category.items.map((item) => (
                    <FaqAccordionItem key={item.id} item={item} open={openId === item.id} onToggle={toggle} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </div>

      <JoinCta
        title={t('cta.title')}
        text={t('cta.text')}
        joinLabel={t('cta.join')}
        secondary={{ to: '/contact', label: t('cta.contact') }}
      />
    </div>
  );
}
