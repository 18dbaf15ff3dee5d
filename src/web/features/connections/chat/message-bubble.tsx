import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { clockTime } from '../../../lib/relative-time';
import type { ChatItem } from './chat-items';
import { SafetyNotice } from './safety-notice';

type BubbleProps = {
  item: ChatItem;
  partnerName: string;
  onRetry: (clientId: string) => void;
  onReport: () => void;
};

/** A message: own ones at the inline end in the primary colour, the time and (own) its state below. */
export function MessageBubble({ item, partnerName, onRetry, onReport }: BubbleProps) {
  const { t, i18n } = useTranslation('connections');
  const { mine, state } = item;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed shadow-xs sm:max-w-[70%]',
          mine
            ? 'rounded-ee-md bg-primary text-primary-foreground'
            : 'rounded-es-md border border-border bg-card text-card-foreground',
          state === 'sending' && 'opacity-80',
          state === 'failed' && 'ring-2 ring-destructive ring-offset-2 ring-offset-background',
        )}
      >
        <span className="sr-only">{mine ? t('chat.you') : partnerName}: </span>
        <p className="break-words whitespace-pre-wrap">{item.content}</p>
      </div>
      {item.safetyNotice ? <SafetyNotice onReport={onReport} /> : null}
      <p className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground">
        <time dateTime={item.created_at}>{clockTime(item.created_at, i18n.language)}</time>
        {mine ? <OwnState item={item} onRetry={onRetry} /> : null}
      </p>
    </li>
  );
}

function OwnState({ item, onRetry }: { item: ChatItem; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation('connections');
  switch (item.state) {
    case 'sending':
      return (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('chat.sending')}
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-center gap-1 font-medium text-destructive">
          <AlertCircle className="size-3.5" aria-hidden="true" />
          {t('chat.notSent')}
          <button
            type="button"
            className="rounded-sm font-semibold underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onRetry(item.clientId)}
          >
            {t('chat.retrySend')}
          </button>
        </span>
      );
    case 'seen':
      return (
        <span className="inline-flex items-center gap-1 text-primary">
          <CheckCheck className="size-3.5" aria-hidden="true" />
          {t('chat.seen')}
        </span>
      );
    default:
      return (
        <span className="inline-flex items-center gap-1">
          <Check className="size-3.5" aria-hidden="true" />
          {t('chat.delivered')}
        </span>
      );
  }
}
