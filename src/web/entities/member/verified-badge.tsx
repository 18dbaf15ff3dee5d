import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

type VerifiedBadgeProps = {
  /** 'icon': the check alone (its name for screen readers); 'label': the check and the word. */
  variant?: 'icon' | 'label';
  className?: string;
};

/**
 * The Verified badge (issue 23 item 3): staff matched a selfie with the member's photos. Shown beside
 * the member's name on cards, the profile and the chat header; an image with an accessible name.
 */
export function VerifiedBadge({ variant = 'icon', className }: VerifiedBadgeProps) {
  const { t } = useTranslation();
  if (variant === 'icon')
    return (
      <span
        role="img"
        aria-label={t('verified.label')}
        title={t('verified.title')}
        className={cn('inline-flex shrink-0 text-primary-strong', className)}
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
      </span>
    );
  return (
    <span
      title={t('verified.title')}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-strong',
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {t('verified.label')}
    </span>
  );
}
