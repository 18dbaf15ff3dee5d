/**
 * The plan this tab just paid for, kept across the sandbox checkout's redirect back to /membership:
 * a member who already had a membership would otherwise look confirmed before the webhook changed it.
 * sessionStorage is per tab, which is exactly the checkout's tab. Unavailable storage (private modes)
 * only means the return page waits for any membership.
 */
const KEY = 'mithaq.checkout.paid-plan';

export function rememberPaidPlan(planId: string): void {
  try {
    sessionStorage.setItem(KEY, planId);
  } catch {
    // storage refused: see above
  }
}

export function paidPlanId(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPaidPlan(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
