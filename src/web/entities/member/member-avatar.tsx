import { Lock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/cn';

type MemberAvatarProps = ComponentProps<typeof Avatar> & {
  /**
   * The answer's `photo_hidden`: `src` is the blurred placeholder the server sends while the member keeps
   * their photos private from me (issue 23). It says so in its alt text and wears a lock.
   */
  photoHidden?: boolean;
};

/** Another member's round photo (Avatar), with the lock of a photo hidden until we are connected. */
export function MemberAvatar({ photoHidden = false, alt, ...avatar }: MemberAvatarProps) {
  const { t } = useTranslation();
  if (!photoHidden || !avatar.src) return <Avatar alt={alt} {...avatar} />;
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar {...avatar} alt={t('photoHidden.alt')} />
      <PhotoLock />
    </span>
  );
}

/** The small lock on a hidden photo's corner (its meaning is in the image's alt text, so it is decorative). */
export function PhotoLock({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      aria-hidden="true"
      title={t('photoHidden.badge')}
      className={cn(
        'absolute -bottom-0.5 -end-0.5 inline-flex size-5 items-center justify-center rounded-full border border-background bg-card text-muted-foreground shadow-sm',
        className,
      )}
    >
      <Lock className="size-3" />
    </span>
  );
}
