import { useId } from 'react';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { cn } from '../../lib/cn';

export type Option = { value: string; label: string };

type SelectFilterProps = {
  className?: string;
  label: string;
  value: string;
  /** The first choice, '' = no filter ('All'); left out for a select that always has a value. */
  allLabel?: string;
  options: Option[];
  onChange: (value: string) => void;
};

/** A labelled native select; with `allLabel`, its first choice ('') clears the filter. */
export function SelectFilter({ label, value, allLabel, options, onChange, className }: SelectFilterProps) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
