import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

export function ProfileNotFound({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('profiles');
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <UserX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold">{t('detail.notFound')}</h1>
        <p className="text-muted-foreground">{t('detail.notFoundText')}</p>
        <Button variant="outline" onClick={onBack}>
          {t('detail.goBack')}
        </Button>
      </CardContent>
    </Card>
  );
}
