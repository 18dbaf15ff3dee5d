import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent, useRealtimeStatus } from '../../../lib/realtime/realtime-provider';
import { addWardMessage, readWardAgain } from './get-ward-messages';
import { GUARDIAN_QUERY_KEY, wardConnectionsKey } from './guardian-keys';

/**
 * The guardian's live view (issue 23 item 5): the hub sends a guardian's socket its wards' new messages
 * and connection changes as ward.* frames. A message joins its conversation; the ward's list refetches.
 * When the socket (re)attaches, everything read before may have missed frames: it is read again (a
 * conversation catches up with ?after=).
 */
export function useWardLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === 'ward.message.created') {
      addWardMessage(queryClient, event.ward_id, event.message);
      void queryClient.invalidateQueries({ queryKey: wardConnectionsKey(event.ward_id) });
    } else if (event.type === 'ward.watching') {
      // Live from now on: read again what may have been read before the socket watched these wards.
      readWardAgain(queryClient, GUARDIAN_QUERY_KEY);
    } else if (event.type === 'ward.connection.changed') {
      void queryClient.invalidateQueries({ queryKey: wardConnectionsKey(event.ward_id) });
    }
  });
  const status = useRealtimeStatus();
  const wasOpen = useRef(status === 'open');
  useEffect(() => {
    if (status === 'open' && !wasOpen.current) readWardAgain(queryClient, GUARDIAN_QUERY_KEY);
    wasOpen.current = status === 'open';
  }, [status, queryClient]);
}
