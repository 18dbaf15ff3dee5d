import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

/** On a browse or match card of a member whose plan includes featured_profile (issue 19). */
export function FeaturedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('discovery');
  return (
    <Badge variant="accent" className={className}>
      <Star className="fill-current" aria-hidden="true" />
      {t('featured.badge')}
    </Badge>
  );
}
