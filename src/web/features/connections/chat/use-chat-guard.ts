import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';

export type ChatProblem = 'not-found' | 'not-established' | 'failed' | null;

/** What a failed load means: 404 'Chat not found', 403 'Connection not established', else a failure. */
export function chatProblem(error: unknown): ChatProblem {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  if (error instanceof ApiError && error.code === 'CONNECTION_NOT_ESTABLISHED') return 'not-established';
  return 'failed';
}

/**
 * Spec §4: a chat that does not exist, or whose connection is not accepted, is announced and the
 * member is sent to /messages; any other failure says 'Failed to load messages' (the page offers Retry).
 */
export function useChatGuard(error: unknown): ChatProblem {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const problem = chatProblem(error);

  useEffect(() => {
    if (!problem) return;
    if (problem === 'failed') {
      toast.error(t('chat.loadFailed'));
      return;
    }
    toast.error(t(problem === 'not-found' ? 'chat.notFound' : 'chat.notEstablished'));
    void navigate('/messages', { replace: true });
  }, [problem, navigate, t]);

  return problem;
}
