import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedDraft } from '../../lib/use-debounced-draft';
import { Input } from './input';
import { Label } from './label';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  /** The committed search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  maxLength: number;
  /** The label is read by screen readers only (a heading beside the field already says what it is). */
  hideLabel?: boolean;
  className?: string;
};

/** A labelled search box; what is typed reaches `onCommit` after a short pause (or at once on Enter). */
export function SearchField({
  label,
  placeholder,
  value,
  onCommit,
  maxLength,
  hideLabel = false,
  className,
}: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useDebouncedDraft(value, (text) => onCommit(text.trim()));
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
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
          maxLength={maxLength}
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
