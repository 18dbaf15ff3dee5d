import { Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/connections/connection-contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OffPlatformDialog } from './off-platform-dialog';
import type { SendResult } from './use-outbox';

/** The counter shows from here on (the limit is the server's, 2,000). */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 200;

type ComposerProps = {
  partnerName: string;
  /** A send is in flight: no second one until it settles (spec §4). */
  sending: boolean;
  /**
   * Posts the trimmed text (`confirmed`: after the off-platform warning). 'confirm': nothing was sent,
   * the member is asked first and the text stays in the box.
   */
  onSend: (content: string, confirmed?: boolean) => Promise<SendResult>;
};

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Whitespace-only text is never sent.
 * Once the message is handed over (stored, or kept as a 'Not sent' bubble with Retry) the box is
 * cleared and takes the focus again after 100 ms (spec §4). Typing a new message never re-sends an
 * old one: a retry is only ever the bubble's Retry, with that message's own client_id.
 * A text the server wants confirmed (a number, a link, money...) opens the warning instead: 'Edit
 * message' returns to the box as it was, 'Send anyway' sends it confirmed.
 */
export function Composer({ partnerName, sending, onSend }: ComposerProps) {
  const { t } = useTranslation('connections');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const content = value.trim();

  async function submit(confirmed = false) {
    if (sending || content === '') return;
    const result = await onSend(content, confirmed);
    if (result === 'confirm') {
      setConfirming(true);
      return;
    }
    setValue('');
    setTimeout(() => ref.current?.focus(), 100);
  }

  function edit() {
    setConfirming(false);
    setTimeout(() => ref.current?.focus(), 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <>
      <form
        className="border-t border-border bg-card"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="mx-auto flex max-w-3xl items-end gap-2 px-3 py-3 sm:px-6">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-disabled="true"
            title={t('chat.attach')}
            aria-label={t('chat.attach')}
            className="cursor-not-allowed text-muted-foreground opacity-60 hover:bg-transparent"
          >
            <Paperclip aria-hidden="true" />
          </Button>
          <div className="grid min-w-0 flex-1 gap-1">
            <textarea
              ref={ref}
              rows={1}
              value={value}
              maxLength={MESSAGE_MAX_LENGTH}
              readOnly={sending}
              aria-busy={sending || undefined}
              aria-label={t('chat.inputLabel', { name: partnerName })}
              aria-describedby={value.length >= COUNT_FROM ? countId : undefined}
              placeholder={t('chat.placeholder')}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={onKeyDown}
              className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-2xl border border-input bg-background px-4 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm"
            />
            {value.length >= COUNT_FROM ? (
              <p
                id={countId}
                aria-live="polite"
                className={cn(
                  'px-2 text-end text-xs tabular-nums',
                  value.length >= MESSAGE_MAX_LENGTH
                    ? 'font-semibold text-destructive'
                    : 'text-muted-foreground',
                )}
              >
                {t('chat.charCount', { count: value.length, max: MESSAGE_MAX_LENGTH })}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            size="icon"
            className="rounded-full"
            busy={sending}
            disabled={content === ''}
            aria-label={t('chat.send')}
            title={t('chat.send')}
          >
            {sending ? null : <SendHorizontal className="rtl:rotate-180" aria-hidden="true" />}
          </Button>
        </div>
      </form>
      <OffPlatformDialog
        open={confirming}
        onEdit={edit}
        onSendAnyway={() => {
          setConfirming(false);
          void submit(true);
        }}
      />
    </>
  );
}
