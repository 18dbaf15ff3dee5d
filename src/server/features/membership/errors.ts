import { SANDBOX_TEXTS } from '../../../shared/membership/membership-contract.ts';
import { ApiError } from '../../http/errors.ts';

/** The membership area's refusals as the API answers them (checkout, cancel, the sandbox checkout). */

export const planNotFound = () => new ApiError(404, 'NOT_FOUND', 'Plan not found');

/** Free is every member's plan without a membership: there is nothing to buy. */
export const planNotForSale = () => new ApiError(400, 'PLAN_NOT_FOR_SALE', 'The Free plan needs no checkout');

export const alreadyOnPlan = () => new ApiError(409, 'ALREADY_ON_PLAN', 'You are already on this plan');

export const membershipNotFound = () => new ApiError(404, 'NOT_FOUND', 'Membership not found');

export const notCancellable = () =>
  new ApiError(409, 'NOT_CANCELLABLE', 'Only an active membership that renews can be cancelled');

export const checkoutNotFound = () => new ApiError(404, 'NOT_FOUND', 'Checkout not found');

export const checkoutClosed = () =>
  new ApiError(
    409,
    'CHECKOUT_CLOSED',
    'This checkout is no longer open. Please start again from Membership.',
  );

export const cardDeclined = () => new ApiError(402, 'CARD_DECLINED', SANDBOX_TEXTS.declined);
