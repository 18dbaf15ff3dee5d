import { useId } from 'react';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { cn } from '../../lib/cn';
import { PremiumTag } from './premium-lock';

export type Option = { value: string; label: string };

type SelectFilterProps = {
  className?: string;
  label: string;
  value: string;
  /** The first choice, '' = no filter ('All'); left out for a select that always has a value. */
  allLabel?: string;
  options: Option[];
  onChange: (value: string) => void;
  /** My plan lacks advanced_filters: disabled on 'All', with 'Premium' beside the label. */
  locked?: boolean;
};

/** A labelled native select; with `allLabel`, its first choice ('') clears the filter. */
export function SelectFilter({
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
  locked = false,
}: SelectFilterProps) {
  const id = useId();
  const lockId = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <Label htmlFor={id}>{label}</Label>
        {locked ? <PremiumTag id={lockId} /> : null}
      </div>
      <NativeSelect
        id={id}
        value={locked ? '' : value}
        disabled={locked}
        aria-describedby={locked ? lockId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
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
