import type { TPlan } from '../../../../shared/membership/membership-contract';
import { useSubscribe } from '../checkout/use-subscribe';
import { PlanCard } from './plan-card';

type PlanListProps = { plans: TPlan[]; currentPlanId: string | null };

/** The plan cards, in the server's display order; one checkout starts at a time. */
export function PlanList({ plans, currentPlanId }: PlanListProps) {
  const { subscribe, pendingPlanId } = useSubscribe();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="grid">
          <PlanCard
            plan={plan}
            current={plan.id === currentPlanId}
            busy={pendingPlanId === plan.id}
            disabled={pendingPlanId !== null}
            onSubscribe={subscribe}
          />
        </li>
      ))}
    </ul>
  );
}
