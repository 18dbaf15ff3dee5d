import type { TAdminPlan } from '../../../shared/admin/plans-contract.ts';
import { presentPlan } from '../../domain/membership/plan-presenter.ts';
import type { AdminPlanFound } from './plans-service.ts';

/** A plan as the admin sees it: every field but the provider's price reference, and who holds it. */
export function presentAdminPlan(plan: AdminPlanFound): TAdminPlan {
  return {
    ...presentPlan(plan),
    is_active: plan.isActive,
    members_holding: plan.membersHolding,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}
