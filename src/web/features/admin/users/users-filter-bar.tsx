import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERSHIP_STATUSES, ADMIN_SEARCH_MAX_LENGTH } from '../../../../shared/admin/admin-contract';
import { FREE_PLAN_ID } from '../../../../shared/membership/membership-contract';
import { ROLES, isRole } from '../../../../shared/roles';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchField } from '../../../components/ui/search-field';
import { cn } from '../../../lib/cn';
import { usePlanChoices } from '../api/get-plan-choices';
import type { UsersFilters } from './users-filters';

type Option = { value: string; label: string };

function Select({
  className,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  className?: string;
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Search (debounced), role, plan, membership status and joined-between: each one a URL parameter. */
export function UsersFilterBar({
  filters,
  onChange,
}: {
  filters: UsersFilters;
  onChange: (patch: Partial<Omit<UsersFilters, 'page'>>) => void;
}) {
  const { t } = useTranslation('admin');
  const plans = usePlanChoices();
  const planOptions: Option[] = [
    { value: FREE_PLAN_ID, label: t('users.filters.freePlan') },
    ...(plans.data?.plans ?? [])
      .filter((plan) => plan.id !== FREE_PLAN_ID)
      .map((plan) => ({ value: plan.id, label: plan.name })),
  ];
  // A plan from the link that is not (or no longer) offered still shows as chosen.
  if (filters.plan && !planOptions.some((option) => option.value === filters.plan))
    planOptions.push({ value: filters.plan, label: filters.plan });
  return (
    <div role="search" aria-label={t('users.filters.title')}>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <SearchField
          className="col-span-2 lg:col-span-3 xl:col-span-2"
          label={t('users.filters.search')}
          placeholder={t('users.filters.searchPlaceholder')}
          value={filters.search}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onCommit={(search) => onChange({ search })}
        />
        <Select
          label={t('users.filters.role')}
          allLabel={t('users.filters.allRoles')}
          value={filters.role}
          options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          onChange={(role) => onChange({ role: isRole(role) ? role : '' })}
        />
        <Select
          label={t('users.filters.plan')}
          allLabel={t('users.filters.allPlans')}
          value={filters.plan}
          options={planOptions}
          onChange={(plan) => onChange({ plan })}
        />
        <Select
          className="col-span-2 lg:col-span-1"
          label={t('users.filters.status')}
          allLabel={t('users.filters.allStatuses')}
          value={filters.status}
          options={ADMIN_MEMBERSHIP_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          onChange={(status) =>
            onChange({ status: ADMIN_MEMBERSHIP_STATUSES.find((s) => s === status) ?? '' })
          }
        />
        <div className="col-span-2 grid grid-cols-2 gap-4 lg:col-span-3 xl:col-span-6 xl:max-w-md">
          <DayInput
            label={t('users.filters.joinedFrom')}
            value={filters.joinedFrom}
            max={filters.joinedTo}
            onChange={(joinedFrom) => onChange({ joinedFrom })}
          />
          <DayInput
            label={t('users.filters.joinedTo')}
            value={filters.joinedTo}
            min={filters.joinedFrom}
            onChange={(joinedTo) => onChange({ joinedTo })}
          />
        </div>
      </div>
    </div>
  );
}
