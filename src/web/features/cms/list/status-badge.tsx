import { useTranslation } from 'react-i18next';
import type { TPostStatus } from '../../../../shared/cms/cms-contract';
import { Badge } from '../../../components/ui/badge';

const VARIANT = {
  published: 'default',
  scheduled: 'accent',
  draft: 'secondary',
  private: 'outline',
} as const;

/** A post's or page's status, in words (colour only repeats what the word says). */
export function StatusBadge({ status }: { status: TPostStatus }) {
  const { t } = useTranslation('cms');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
