import { Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '../../../../shared/safety/safety-contract';
import { Button } from '../../../components/ui/button';
import { useDismissNotice } from '../api/dismiss-notice';
import { useNotices } from '../api/get-notices';

/**
 * What the moderators told me (issue 23 item 2), until I dismiss it. Not critical: while loading or
 * when the list cannot be read, nothing is shown.
 */
export function MemberNotices() {
  const { t } = useTranslation('home');
  const notices = useNotices();
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('notices.label')} className="grid gap-3">
      {list.map((notice) => (
        <NoticeAlert key={notice.id} notice={notice} />
      ))}
    </section>
  );
}

function NoticeAlert({ notice }: { notice: TNotice }) {
  const { t } = useTranslation('home');
  const dismiss = useDismissNotice();
  const title = t(`notices.${notice.kind}`);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-accent-strong/30 bg-accent-soft p-4 text-foreground"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm break-words whitespace-pre-line">{notice.message}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        busy={dismiss.isPending}
        aria-label={t('notices.dismissNamed', { title })}
        onClick={() => dismiss.mutate(notice.id)}
      >
        {dismiss.isPending ? null : <X aria-hidden="true" />}
        {t('notices.dismiss')}
      </Button>
    </div>
  );
}
