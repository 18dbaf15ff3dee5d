import { Ban, Flag, ShieldEllipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { SafetyDialogs, type SafetyDialog } from './safety-dialogs';

type SafetyMenuProps = {
  userId: string;
  name: string;
  /** After a block: where the page goes (a card needs nothing: its list refetches without them). */
  onBlocked?: (() => void) | undefined;
  className?: string | undefined;
};

/**
 * Report and Block behind one small button, for cards and headers where two buttons do not fit.
 * Nothing for visitors or on oneself.
 */
export function SafetyMenu({ userId, name, onBlocked, className }: SafetyMenuProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  if (!user || user.id === userId) return null;
  const label = t('safety.menu', { name });
  return (
    <>
      {/* Not modal: a modal menu that opens a dialog can leave the page unclickable after both close. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={label}
            title={label}
            className={cn('text-muted-foreground', className)}
          >
            <ShieldEllipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <Flag aria-hidden="true" />
            {t('safety.report')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('block')} className="text-destructive">
            <Ban aria-hidden="true" />
            {t('safety.block')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SafetyDialogs
        userId={userId}
        name={name}
        open={dialog}
        onClose={() => setDialog(null)}
        returnFocus={trigger}
        onBlocked={onBlocked}
      />
    </>
  );
}
