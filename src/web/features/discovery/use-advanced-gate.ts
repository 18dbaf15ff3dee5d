import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { featureRefusal } from '../../entities/membership/can-use';
import { MY_MEMBERSHIP_QUERY_KEY } from '../../entities/membership/membership-keys';
import { isPlanRefusal, type PlanRefusal } from '../../entities/membership/plan-refusal';
import { useFeatureAccess } from '../../entities/membership/use-feature-access';

/** The filters with the given ones emptied ('' = no filter). */
export function withoutFilters<F extends Record<string, unknown>>(filters: F, keys: readonly (keyof F)[]): F {
  const copy = { ...filters };
  for (const key of keys) copy[key] = '' as F[keyof F];
  return copy;
}

type GateOptions<F> = {
  /** The filters of the URL. */
  filters: F;
  /** The ones advanced_filters unlocks (ADVANCED_BROWSE_FILTERS / ADVANCED_MATCH_FILTERS). */
  keys: readonly (keyof F)[];
  /** Removes those from the URL. */
  drop: () => void;
};

/**
 * The advanced_filters gate of a list screen (issue 19; the server refuses them with 403
 * FEATURE_NOT_AVAILABLE). Locked while my plan is not known yet, so no control is usable and then fails;
 * a locked filter is never sent. An old link with a locked filter loses it and says why (the upgrade
 * prompt), and so does a list the server refused after all (my plan changed since it was read).
 */
export function useAdvancedGate<F extends Record<string, unknown>>({ filters, keys, drop }: GateOptions<F>) {
  const access = useFeatureAccess('advanced_filters');
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const locked = access === 'loading' || access === 'locked';
  const inUrl = keys.some((key) => filters[key] !== '');

  const lockedLink = access === 'locked' && inUrl;
  // An old link with a locked filter: say why at once (state set while rendering, React's pattern for
  // state that follows a change), and take the filter out of the URL after the render.
  if (lockedLink && refusal === null) setRefusal(featureRefusal());
  useEffect(() => {
    if (lockedLink) drop();
  }, [lockedLink, drop]);

  /** For the list's error: true when it was the plan's refusal (then no error state, the prompt instead). */
  const onListError = useCallback(
    (error: unknown): boolean => {
      if (!isPlanRefusal(error)) return false;
      drop();
      setRefusal(error);
      // What I read of my plan was wrong: read it again, which locks the controls.
      void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
      return true;
    },
    [drop, queryClient],
  );

  return {
    locked,
    /** What the list asks for and the controls show: never a locked filter. */
    effective: locked ? withoutFilters(filters, keys) : filters,
    /** False while it is not known whether the URL's advanced filters may be sent: the list waits. */
    ready: !(access === 'loading' && inUrl),
    refusal,
    onListError,
  };
}
