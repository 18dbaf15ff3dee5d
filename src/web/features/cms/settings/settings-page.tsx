import { useTranslation } from 'react-i18next';
import { SETTING_GROUPS, type TSettingsAnswer } from '../../../../shared/cms/settings-contract';
import { Card } from '../../../components/ui/card';
import { useSettings } from '../api/settings-list';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsEmptyState, CmsQueryContent } from '../components/cms-load-states';
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

  return (
    <CmsAdminPage
      title={t('settings.title')}
      intro={t('settings.intro')}
      back={{ to: '/admin/cms', label: t('common.backToCms') }}
      className="max-w-3xl"
    >
      <CmsQueryContent
        query={settings}
        failed={t('settings.loadFailed')}
        retryLabel={t('common.retry')}
        loading={{
          label: t('settings.loading'),
          count: 3,
          className: 'grid gap-4',
          itemClassName: 'h-48 w-full',
        }}
      >
        {(data) => {
          const sections = settingSections(data);
          if (sections.length === 0) return <CmsEmptyState title={t('settings.empty')} />;
          return sections.map((section) => (
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
          ));
        }}
      </CmsQueryContent>
    </CmsAdminPage>
  );
}
