import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SETTING_GROUPS, type TSettingsAnswer } from '../../../../shared/cms/settings-contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSettings } from '../api/settings-list';
import { SettingField } from './setting-field';

type TSection = {
  group: (typeof SETTING_GROUPS)[number] | 'others';
  settings: TSettingsAnswer['groups'][number]['settings'];
};

/** The known groups in the contract's order, then every other group's settings under 'Others'. */
export function settingSections(answer: TSettingsAnswer): TSection[] {
  const known: readonly string[] = SETTING_GROUPS;
  const sections: TSection[] = SETTING_GROUPS.map((group) => ({
    group,
    settings: answer.groups.filter((g) => g.group === group).flatMap((g) => g.settings),
  }));
  sections.push({
    group: 'others',
    settings: answer.groups.filter((g) => !known.includes(g.group)).flatMap((g) => g.settings),
  });
  return sections.filter((section) => section.settings.length > 0);
}

/** /admin/cms/settings (issue 22 item 6): the site's settings by group, each saved on its own. */
export function SettingsPage() {
  const { t } = useTranslation('cms-library');
  const settings = useSettings();

  let content;
  if (settings.isPending)
    content = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t('settings.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48 w-full" />
        ))}
      </div>
    );
  else if (settings.isError)
    content = (
      <RetryAlert
        message={t('settings.loadFailed')}
        retryLabel={t('common.retry')}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  else {
    const sections = settingSections(settings.data);
    content =
      sections.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center font-medium">{t('settings.empty')}</p>
      ) : (
        sections.map((section) => (
          <Card key={section.group} className="p-4 sm:p-6">
            <section aria-labelledby={`settings-${section.group}`} className="grid gap-5">
              <h2 id={`settings-${section.group}`} className="text-lg font-semibold">
                {t(`settings.groups.${section.group}`)}
              </h2>
              {section.settings.map((setting) => (
                <SettingField key={setting.key} setting={setting} />
              ))}
            </section>
          </Card>
        ))
      );
  }

  return (
    <PageContainer className="grid max-w-3xl gap-6 py-8">
      <header className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to="/admin/cms">
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('common.backToCms')}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.intro')}</p>
      </header>
      {content}
    </PageContainer>
  );
}
