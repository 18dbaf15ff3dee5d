import type { QueryClient } from '@tanstack/react-query';
import type { TConnection } from '../../../shared/connections/connection-contract';
import { MY_STATS_QUERY_KEY } from '../member-stats/get-my-stats';
import {
  CONNECTION_DETAIL_QUERY_KEY,
  CONNECTION_LISTS_QUERY_KEY,
  CONNECTION_WITH_QUERY_KEY,
  connectionDetailKey,
  connectionWithKey,
} from './connection-keys';

/** A connection changed (asked, answered): both ways of looking it up get it, the lists and counts refetch. */
export function storeConnection(queryClient: QueryClient, connection: TConnection): void {
  queryClient.setQueryData(connectionWithKey(connection.other.user_id), connection);
  queryClient.setQueryData(connectionDetailKey(connection.id), connection);
  void queryClient.invalidateQueries({ queryKey: CONNECTION_LISTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
}

/** A pending request was withdrawn (its row is gone): nobody is connected any more. */
export function forgetConnection(queryClient: QueryClient, connectionId: string): void {
  for (const [key, data] of queryClient.getQueriesData<TConnection | null>({
    queryKey: CONNECTION_WITH_QUERY_KEY,
  })) {
    if (data?.id === connectionId) queryClient.setQueryData(key, null);
  }
  queryClient.removeQueries({ queryKey: [...CONNECTION_DETAIL_QUERY_KEY, connectionId] });
  void queryClient.invalidateQueries({ queryKey: CONNECTION_LISTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_STATS_QUERY_KEY });
}
