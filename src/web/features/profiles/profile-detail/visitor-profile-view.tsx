import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVisitorProfile } from '../../../../shared/profiles/profile-contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** Signed-out visitors see only the first name, age and country, and the way in. */
export function VisitorProfileView({ profile }: { profile: TVisitorProfile }) {
  const { t } = useTranslation('profiles');
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 pt-8">
        <h1 className="text-2xl font-semibold tracking-tight">{profile.first_name ?? t('detail.unnamed')}</h1>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-muted-foreground">
          {profile.age !== null ? <li>{t('detail.age', { age: profile.age })}</li> : null}
          {profile.current_country ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {profile.current_country}
            </li>
          ) : null}
        </ul>
        <Button asChild variant="accent" size="lg" className="mt-2">
          <Link to="/auth">{t('detail.joinNow')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
