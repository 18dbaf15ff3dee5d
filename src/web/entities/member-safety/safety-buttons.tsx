import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { SafetyDialogs, type SafetyDialog } from './safety-dialogs';

type SafetyButtonsProps = {
  userId: string;
  name: string;
  /** After a block: where the page goes (the profile page: /browse). */
  onBlocked?: (() => void) | undefined;
  className?: string | undefined;
};

/** Report and Block as two quiet buttons (a profile page). Nothing for visitors or on oneself. */
export function SafetyButtons({ userId, name, onBlocked, className }: SafetyButtonsProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  if (!user || user.id === userId) return null;
  return (
    <div className={className ?? 'flex flex-wrap gap-2'}>
      <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
        <Flag aria-hidden="true" />
        {t('safety.report')}
      </Button>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDialog('block')}>
        <Ban aria-hidden="true" />
        {t('safety.block')}
      </Button>
      <SafetyDialogs
        userId={userId}
        name={name}
        open={dialog}
        onClose={() => setDialog(null)}
        onBlocked={onBlocked}
      />
    </div>
  );
}
