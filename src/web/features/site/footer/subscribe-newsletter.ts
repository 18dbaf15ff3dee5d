import { useCallback, useState } from 'react';
// Types only (src/shared/site/site-contract.ts): the footer is part of a visitor's first download, which
// must not carry zod.
import type { TNewsletterSubscribe, TNotice } from '../../../../shared/site/site-contract';
import { api } from '../../../lib/api-client';

/** POST /api/newsletter: 202 with the same message whatever the address's state (double opt-in). */
export function subscribeNewsletter(body: TNewsletterSubscribe): Promise<TNotice> {
  return api.post<TNotice>('/api/newsletter', body);
}

export type SubscribeState =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; message: string }
  | { status: 'error'; error: unknown };

/**
 * The form's request state. Plain state rather than useMutation: nothing is cached or invalidated,
 * and the footer is in a visitor's first download, where TanStack's mutation code would be its only user.
 */
export function useSubscribeNewsletter() {
  const [state, setState] = useState<SubscribeState>({ status: 'idle' });
  const subscribe = useCallback(async (body: TNewsletterSubscribe): Promise<boolean> => {
    setState({ status: 'pending' });
    try {
      const answer = await subscribeNewsletter(body);
      setState({ status: 'success', message: answer?.message ?? '' });
      return true;
    } catch (error) {
      setState({ status: 'error', error });
      return false;
    }
  }, []);
  return { state, subscribe };
}
