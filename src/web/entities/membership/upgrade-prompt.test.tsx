// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBERSHIP_TEXTS } from '../../../shared/membership/membership-contract';
import { ApiError, toApiError } from '../../lib/api-client';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { isPlanRefusal, type PlanRefusal } from './plan-refusal';
import { UpgradePrompt } from './upgrade-prompt';

afterEach(cleanup);

const refusal = (code: string, message: string, status = 403) =>
  toApiError(status, 'Forbidden', { error: { code, message } });

describe('isPlanRefusal', () => {
  it("recognises the plan's two 403 refusals as the api client reads them", () => {
    expect(isPlanRefusal(refusal('USAGE_LIMIT_EXCEEDED', MEMBERSHIP_TEXTS.usageExceeded))).toBe(true);
    expect(isPlanRefusal(refusal('FEATURE_NOT_AVAILABLE', MEMBERSHIP_TEXTS.featureUnavailable))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isPlanRefusal(refusal('FORBIDDEN', 'Admins only'))).toBe(false);
    expect(isPlanRefusal(refusal('USAGE_LIMIT_EXCEEDED', 'x', 429))).toBe(false);
    expect(isPlanRefusal(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(false);
    expect(isPlanRefusal(new Error('USAGE_LIMIT_EXCEEDED'))).toBe(false);
    expect(isPlanRefusal(null)).toBe(false);
  });
});

describe('UpgradePrompt', () => {
  it("announces the server's message with a link to the plans", async () => {
    const error = refusal('USAGE_LIMIT_EXCEEDED', MEMBERSHIP_TEXTS.usageExceeded) as PlanRefusal;
    renderWithApp(<UpgradePrompt error={error} />, { me: buildMe() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MEMBERSHIP_TEXTS.usageExceeded);
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
  });

  it('says what the code means when the server gave no words', async () => {
    const error = refusal('FEATURE_NOT_AVAILABLE', '') as PlanRefusal;
    renderWithApp(<UpgradePrompt error={error} />, { me: buildMe() });
    expect((await screen.findByRole('alert')).textContent).toContain(MEMBERSHIP_TEXTS.featureUnavailable);
  });
});
