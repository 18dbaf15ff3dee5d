import { Search } from 'lucide-react';
import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../shared/discovery/discovery-contract';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { useDebouncedDraft } from './use-debounced-draft';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  /** The committed search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  className?: string;
};

/** A labelled search box; what is typed reaches `onCommit` after a short pause (or at once on Enter). */
export function SearchField({ label, placeholder, value, onCommit, className }: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useDebouncedDraft(value, (text) => onCommit(text.trim()));
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="ps-9"
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (draft.trim() !== value) onCommit(draft.trim());
          }}
        />
      </div>
    </div>
  );
}
