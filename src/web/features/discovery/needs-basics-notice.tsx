import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * Why /browse or /matches is empty for a member without the basics (the answer's `needs_basics`):
 * never the spec's 'No profiles found' / 'No matches found', which would say nobody is here.
 */
export function NeedsBasicsNotice({ screen }: { screen: 'browse' | 'matches' }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
      <span
        className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong"
        aria-hidden="true"
      >
        <UserRoundPen className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t('basics.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t(`basics.${screen}Text`)}</p>
      <Button asChild>
        <Link to="/complete-profile">{t('basics.completeProfile')}</Link>
      </Button>
    </div>
  );
}
