import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import { AGE_LIMIT_MAX, AGE_LIMIT_MIN, parseAge } from './browse-filters';

type AgeInputProps = {
  label: string;
  value: number;
  /** Spec §5: what a value that is not a number becomes (18 for min, 50 for max). */
  fallback: number;
  onCommit: (age: number) => void;
};

const isAcceptable = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= AGE_LIMIT_MIN && n <= AGE_LIMIT_MAX;
};

/**
 * A number input for an age bound. While typing ("2" on the way to "25") only an acceptable age is sent,
 * after a short pause; leaving the field settles anything else on the fallback or the nearest limit.
 */
export function AgeInput({ label, value, fallback, onCommit }: AgeInputProps) {
  const id = useId();
  const [draft, setDraft] = useDebouncedDraft(String(value), (text) => {
    if (isAcceptable(text)) onCommit(Number(text));
  });

  function settle() {
    const age = parseAge(draft, fallback);
    setDraft(String(age));
    if (age !== value) onCommit(age);
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={AGE_LIMIT_MIN}
        max={AGE_LIMIT_MAX}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
      />
    </div>
  );
}
