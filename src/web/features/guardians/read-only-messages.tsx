import { ChevronUp } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '../../../shared/connections/connection-contract';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { clockTime } from '../../lib/relative-time';

type ReadOnlyMessagesProps = {
  messages: TMessage[];
  wardId: string;
  wardName: string;
  partnerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

const dayOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** Each message with the day heading that goes above it (the first of each day has one). */
function withDays(messages: TMessage[], language: string) {
  return messages.map((message, i) => {
    const day = dayOf(message.created_at, language);
    const before = messages[i - 1];
    return { message, heading: before && dayOf(before.created_at, language) === day ? null : day };
  });
}

/**
 * A ward's conversation for the guardian (issue 23 item 5): the ward's messages at the inline end, the
 * partner's at the start, grouped by day, newest at the bottom and kept in view while it grows. Nothing
 * here can be answered, marked read or reported: the guardian only reads.
 */
export function ReadOnlyMessages(props: ReadOnlyMessagesProps) {
  const { messages, wardId, wardName, partnerName, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t, i18n } = useTranslation('guardians');
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const stuckToEnd = useRef(true);
  useEffect(() => {
    const box = scroller.current;
    if (box && stuckToEnd.current) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const rows = useMemo(() => withDays(messages, i18n.language), [messages, i18n.language]);
  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('chat.log', { ward: wardName, partner: partnerName })}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        stuckToEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <ol className="mx-auto grid max-w-3xl gap-3 px-4 py-4 sm:px-6">
        {hasOlder ? (
          <li className="justify-self-center">
            <Button variant="ghost" size="sm" busy={loadingOlder} onClick={onLoadOlder}>
              {loadingOlder ? null : <ChevronUp aria-hidden="true" />}
              {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
            </Button>
          </li>
        ) : null}
        {messages.length === 0 ? (
          <li className="py-10 text-center text-sm text-muted-foreground">{t('chat.empty')}</li>
        ) : null}
        {rows.map(({ message, heading }) => {
          const fromWard = message.sender_id === wardId;
          return (
            <li key={message.id} className="grid gap-3">
              {heading ? (
                <p className="justify-self-center rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
                  {heading}
                </p>
              ) : null}
              <div className={cn('flex flex-col gap-1', fromWard ? 'items-end' : 'items-start')}>
                <p className="px-1 text-xs font-medium text-muted-foreground">
                  {fromWard ? wardName : partnerName}
                </p>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed shadow-xs sm:max-w-[70%]',
                    fromWard
                      ? 'rounded-ee-md bg-primary-soft text-foreground'
                      : 'rounded-es-md border border-border bg-card text-card-foreground',
                  )}
                >
                  <p className="break-words whitespace-pre-wrap">{message.content}</p>
                </div>
                <time dateTime={message.created_at} className="px-1 text-xs text-muted-foreground">
                  {clockTime(message.created_at, i18n.language)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
