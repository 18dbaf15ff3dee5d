import { BookOpen, Languages, Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOwnProfile } from '../../../../shared/profiles/profile-contract';
import { formatLanguages } from '../../../../shared/rules/languages';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

function DetailCard({
  icon,
  title,
  value,
}: {
  icon: ReactNode;
  title: string;
  value: string | null | undefined;
}) {
  const { t } = useTranslation('profiles');
  const text = value?.trim();
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <span className="text-primary [&_svg]:size-5">{icon}</span>
        <h3 className="text-base font-semibold">{title}</h3>
      </CardHeader>
      <CardContent>
        {text ? <p>{text}</p> : <p className="text-muted-foreground italic">{t('myProfile.notSpecified')}</p>}
      </CardContent>
    </Card>
  );
}

export function DetailCards({ profile }: { profile: TOwnProfile | null }) {
  const { t } = useTranslation('profiles');
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <DetailCard
        icon={<BookOpen aria-hidden="true" />}
        title={t('myProfile.education')}
        value={profile?.educational_qualification}
      />
      <DetailCard
        icon={<Moon aria-hidden="true" />}
        title={t('myProfile.religion')}
        value={profile?.religion_community}
      />
      <DetailCard
        icon={<Languages aria-hidden="true" />}
        title={t('myProfile.languages')}
        value={formatLanguages(profile?.languages_spoken)}
      />
    </div>
  );
}
