import type { QueryClient } from '@tanstack/react-query';
import type { TAccountState } from '../../../../shared/account/account-contract';
import type { TMe } from '../../../../shared/profiles/profile-contract';
import { ME_QUERY_KEY } from '../../../lib/api-client';

/**
 * The account state is part of GET /api/me (`account`), the session's own answer: every account
 * mutation writes the server's new state there, so the top bar and this screen agree at once.
 */
export function storeAccountState(queryClient: QueryClient, account: TAccountState): void {
  queryClient.setQueryData<TMe | null>(ME_QUERY_KEY, (me) => (me ? { ...me, account } : me));
}

/** The session ended on the server (deletion, sign-out everywhere): the app forgets everything. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}
