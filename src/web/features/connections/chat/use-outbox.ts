import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMessage } from '../../../../shared/connections/connection-contract';
import { MY_MEMBERSHIP_QUERY_KEY } from '../../../entities/membership/membership-keys';
import { isPlanRefusal, type PlanRefusal } from '../../../entities/membership/plan-refusal';
import { ApiError } from '../../../lib/api-client';
import type { SendInput } from '../api/send-message';

/** A message the member wrote that the server has not confirmed yet. */
export type Draft = {
  /** Made once, when the member presses Send; every retry of this message reuses it. */
  clientId: string;
  content: string;
  status: 'sending' | 'failed';
  createdAt: string;
};

type Send = (input: SendInput) => Promise<TMessage>;

export const newClientId = (): string => crypto.randomUUID();

/**
 * The optimistic bubbles of one chat. `submit` gives a message its client_id and posts it; a failed one
 * stays as 'Not sent' and `retry` posts it again with the SAME client_id, so the server stores it at
 * most once even when the first attempt did arrive and only its answer was lost.
 *
 * A send the plan refuses (403 USAGE_LIMIT_EXCEEDED: today's messages are used up) is failed too, never
 * retried by itself: `refusal` holds the server's words for the upgrade prompt, until a send goes through.
 */
export function useOutbox(connectionId: string, send: Send) {
  const { t } = useTranslation('connections');
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);

  const post = useCallback(
    async (draft: Draft): Promise<boolean> => {
      setDrafts((all) => all.map((d) => (d.clientId === draft.clientId ? { ...d, status: 'sending' } : d)));
      try {
        await send({ connectionId, content: draft.content, clientId: draft.clientId });
        setDrafts((all) => all.filter((d) => d.clientId !== draft.clientId));
        setRefusal(null);
        return true;
      } catch (error) {
        setDrafts((all) => all.map((d) => (d.clientId === draft.clientId ? { ...d, status: 'failed' } : d)));
        if (isPlanRefusal(error)) {
          setRefusal(error);
          // The count /membership shows may be behind the server's.
          void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
          return false;
        }
        // A 429 or 400 says why (too fast, too long); the title is the spec's.
        const reason =
          error instanceof ApiError && (error.status === 429 || error.status === 400) ? error.message : '';
        toast.error(t('chat.sendFailed'), reason ? { description: reason } : undefined);
        return false;
      }
    },
    [connectionId, send, t, queryClient],
  );

  const submit = useCallback(
    (content: string): Promise<boolean> => {
      const draft: Draft = {
        clientId: newClientId(),
        content,
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      setDrafts((all) => [...all, draft]);
      return post(draft);
    },
    [post],
  );

  const retry = useCallback(
    (clientId: string): Promise<boolean> => {
      const draft = drafts.find((d) => d.clientId === clientId);
      return draft ? post(draft) : Promise.resolve(false);
    },
    [drafts, post],
  );

  const sending = drafts.some((d) => d.status === 'sending');
  return { drafts, sending, submit, retry, refusal };
}
