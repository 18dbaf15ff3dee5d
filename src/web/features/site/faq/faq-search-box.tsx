import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type FaqSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** How many questions are shown now; announced politely as the search changes. */
  shown: number;
  inputRef: Ref<HTMLInputElement>;
};

/** The labelled search field and the live count of questions it leaves. */
export function FaqSearchBox({ value, onChange, shown, inputRef }: FaqSearchBoxProps) {
  const { t } = useTranslation('faq');
  const query = value.trim();
  return (
    <div role="search" className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <Label htmlFor="faq-search" className="text-base">
        {t('search.label')}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id="faq-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          aria-describedby="faq-search-status"
          className="h-12 ps-11 text-base md:text-base"
        />
      </div>
      <p id="faq-search-status" role="status" className="text-sm text-muted-foreground">
        {query === '' ? t('search.all', { count: shown }) : t('search.results', { count: shown, query })}
      </p>
    </div>
  );
}
