import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TNoticeList } from '../../../../shared/safety/safety-contract';
import { api } from '../../../lib/api-client';
import { NOTICES_KEY } from './home-keys';

/** POST /api/me/notices/:id/dismiss: answers the notices still unread. */
export function dismissNotice(id: string): Promise<TNoticeList> {
  return api.post<TNoticeList>(`/api/me/notices/${encodeURIComponent(id)}/dismiss`);
}

export function useDismissNotice() {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: (list) => queryClient.setQueryData(NOTICES_KEY, list),
    onError: () => toast.error(t('notices.dismissFailed')),
  });
}
