import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMessage } from '../../../../shared/connections/connection-contract';
import { MY_MEMBERSHIP_QUERY_KEY } from '../../../entities/membership/membership-keys';
import { isPlanRefusal, type PlanRefusal } from '../../../entities/membership/plan-refusal';
import { ApiError } from '../../../lib/api-client';
import { OFF_PLATFORM_CONFIRM } from '../../../../shared/rules/off-platform';
import type { SendInput } from '../api/send-message';

/** A message the member wrote that the server has not confirmed yet. */
export type Draft = {
  /** Made once, when the member presses Send; every retry of this message reuses it. */
  clientId: string;
  content: string;
  status: 'sending' | 'failed';
  createdAt: string;
  /** Sent after the off-platform warning: a retry keeps the confirmation. */
  confirmed: boolean;
};

/** How a send ended: stored, kept as a 'Not sent' bubble, or waiting for the member to confirm it. */
export type SendResult = 'sent' | 'failed' | 'confirm';

type Send = (input: SendInput) => Promise<TMessage>;

export const newClientId = (): string => crypto.randomUUID();

/**
 * The optimistic bubbles of one chat. `submit` gives a message its client_id and posts it; a failed one
 * stays as 'Not sent' and `retry` posts it again with the SAME client_id, so the server stores it at
 * most once even when the first attempt did arrive and only its answer was lost.
 *
 * A text with a phone number, an address, a link, a handle or money words answers 409
 * OFF_PLATFORM_CONFIRM: nothing was stored, so its bubble goes and the send resolves 'confirm' for the
 * composer to ask; 'Send anyway' submits it again, confirmed.
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
    async (draft: Draft): Promise<SendResult> => {
      setDrafts((all) => all.map((d) => (d.clientId === draft.clientId ? { ...d, status: 'sending' } : d)));
      try {
        await send({
          connectionId,
          content: draft.content,
          clientId: draft.clientId,
          ...(draft.confirmed ? { confirmOffPlatform: true } : {}),
        });
        setDrafts((all) => all.filter((d) => d.clientId !== draft.clientId));
        setRefusal(null);
        return 'sent';
      } catch (error) {
        if (error instanceof ApiError && error.code === OFF_PLATFORM_CONFIRM) {
          setDrafts((all) => all.filter((d) => d.clientId !== draft.clientId));
          return 'confirm';
        }
        setDrafts((all) => all.map((d) => (d.clientId === draft.clientId ? { ...d, status: 'failed' } : d)));
        if (isPlanRefusal(error)) {
          setRefusal(error);
          // The count /membership shows may be behind the server's.
          void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
          return 'failed';
        }
        // A 429 or 400 says why (too fast, too long); the title is the spec's.
        const reason =
          error instanceof ApiError && (error.status === 429 || error.status === 400) ? error.message : '';
        toast.error(t('chat.sendFailed'), reason ? { description: reason } : undefined);
        return 'failed';
      }
    },
    [connectionId, send, t, queryClient],
  );

  const submit = useCallback(
    (content: string, confirmed = false): Promise<SendResult> => {
      const draft: Draft = {
        clientId: newClientId(),
        content,
        status: 'sending',
        createdAt: new Date().toISOString(),
        confirmed,
      };
      setDrafts((all) => [...all, draft]);
      return post(draft);
    },
    [post],
  );

  const retry = useCallback(
    (clientId: string): Promise<SendResult> => {
      const draft = drafts.find((d) => d.clientId === clientId);
      return draft ? post(draft) : Promise.resolve('failed');
    },
    [drafts, post],
  );

  const sending = drafts.some((d) => d.status === 'sending');
  return { drafts, sending, submit, retry, refusal };
}
