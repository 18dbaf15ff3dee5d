import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Shown instead of the form once the message is stored; takes the focus so it is read at once. */
export function ContactSent({ message, onSendAnother }: { message: string; onSendAnother: () => void }) {
  const { t } = useTranslation('contact');
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div
      ref={panelRef}
      role="status"
      tabIndex={-1}
      className="grid scroll-mt-24 justify-items-center gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 px-6 py-10 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CircleCheck className="size-12 text-primary" aria-hidden="true" />
      <h3 className="text-xl font-semibold text-primary-strong">{t('form.sentTitle')}</h3>
      <p className="max-w-md text-foreground">{message}</p>
      <Button variant="outline" className="mt-2" onClick={onSendAnother}>
        {t('form.sendAnother')}
      </Button>
    </div>
  );
}
