import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSetFavorite } from '../api/set-favorite';

type FavoriteButtonProps = { userId: string; name: string; favorited: boolean };

/**
 * The heart toggle (aria-pressed). A second press while the first is on its way is ignored: the button
 * stays enabled (aria-disabled), so keyboard focus is never thrown off it.
 */
export function FavoriteButton({ userId, name, favorited }: FavoriteButtonProps) {
  const { t } = useTranslation('discovery');
  const mutation = useSetFavorite();
  const busy = mutation.isPending;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={favorited}
      aria-disabled={busy || undefined}
      aria-label={t(favorited ? 'browse.removeFavorite' : 'browse.addFavorite', { name })}
      title={t(favorited ? 'browse.removeFavorite' : 'browse.addFavorite', { name })}
      className={cn(
        'rounded-full [&_svg]:size-5',
        favorited
          ? 'text-destructive hover:bg-destructive/10'
          : 'text-muted-foreground hover:text-destructive',
      )}
      onClick={() => {
        if (!busy) mutation.mutate({ userId, favorited: !favorited });
      }}
    >
      <Heart className={cn(favorited && 'fill-current')} aria-hidden="true" />
    </Button>
  );
}
