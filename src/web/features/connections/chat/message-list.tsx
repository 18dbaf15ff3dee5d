import { ArrowDown, ChevronUp, MessageCircleHeart } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import type { ChatItem } from './chat-items';
import { dayLabel, groupByDay, type DayLabel } from './day-groups';
import { MessageBubble } from './message-bubble';
import { useChatScroll } from './use-chat-scroll';

type MessageListProps = {
  items: ChatItem[];
  partnerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** Report beside a received message's safety notice (opens the report, reason 'scam'). */
  onReport: () => void;
};

/** The conversation under date headings, scrolled to the newest; older pages load at the top. */
export function MessageList({
  items,
  partnerName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onReport,
}: MessageListProps) {
  const { t, i18n } = useTranslation('connections');
  const now = useNow(60_000);
  const groups = useMemo(() => groupByDay(items), [items]);
  const last = items.at(-1);
  const { ref, onScroll, unseen, scrollToEnd } = useChatScroll({
    firstKey: items[0]?.key ?? null,
    lastKey: last?.key ?? null,
    lastMine: last?.mine ?? false,
    canLoadOlder: hasOlder && !loadingOlder,
    onNearTop: onLoadOlder,
  });
  const label = (day: DayLabel) =>
    day.kind === 'date' ? day.text : day.kind === 'today' ? t('chat.today') : t('chat.yesterday');

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={ref}
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.log', { name: partnerName })}
        tabIndex={0}
        className="h-full overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <div className="mx-auto grid max-w-3xl gap-4 px-4 py-4 sm:px-6">
          {hasOlder ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-center"
              busy={loadingOlder}
              onClick={onLoadOlder}
            >
              {loadingOlder ? null : <ChevronUp aria-hidden="true" />}
              {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
            </Button>
          ) : null}
          {items.length === 0 ? <EmptyChat name={partnerName} /> : null}
          {groups.map((group) => {
            const text = label(dayLabel(group.day, new Date(now), i18n.language));
            return (
              <section key={group.day} aria-label={text} className="grid gap-3">
                <h2 className="justify-self-center rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
                  {text}
                </h2>
                <ol className="grid gap-3">
                  {group.items.map((item) => (
                    <MessageBubble
                      key={item.key}
                      item={item}
                      partnerName={partnerName}
                      onRetry={onRetry}
                      onReport={onReport}
                    />
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </div>
      {unseen ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center">
          <Button size="sm" className="pointer-events-auto rounded-full shadow-md" onClick={scrollToEnd}>
            <ArrowDown aria-hidden="true" />
            {t('chat.newMessages')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function EmptyChat({ name }: { name: string }) {
  const { t } = useTranslation('connections');
  return (
    <div className="grid justify-items-center gap-2 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
        <MessageCircleHeart className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('chat.start', { name })}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('chat.startHint')}</p>
    </div>
  );
}
