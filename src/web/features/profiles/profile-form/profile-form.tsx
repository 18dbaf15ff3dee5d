import { useCallback, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfile } from '../../../../shared/profiles/profile-contract';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BasicTab } from './basic-tab';
import { EducationTab } from './education-tab';
import {
  firstInvalidField,
  isProfileTab,
  PROFILE_TABS,
  tabOf,
  tabsWithErrors,
  type ProfileTab,
} from './form-tabs';
import type { TProfileFormValues } from './form-values';
import { LifestyleTab } from './lifestyle-tab';
import { LocationTab } from './location-tab';
import { PartnerTab } from './partner-tab';
import { PhysicalTab } from './physical-tab';
import { profileFormResolver } from './resolver';
import { useSaveProfile } from './use-save-profile';

const PANELS: Record<ProfileTab, ComponentType> = {
  basic: BasicTab,
  location: LocationTab,
  physical: PhysicalTab,
  education: EducationTab,
  lifestyle: LifestyleTab,
  partner: PartnerTab,
};

/**
 * The six tabs of /complete-profile. Every panel stays mounted (hidden when inactive) so each input
 * keeps its ref: an invalid field on another tab can be shown and focused.
 */
export function ProfileForm({ initialValues }: { initialValues: TProfileFormValues }) {
  const { t } = useTranslation('profiles');
  const [tab, setTab] = useState<ProfileTab>('basic');
  const form = useForm<TProfileFormValues, unknown, TProfile>({
    resolver: profileFormResolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const { setFocus } = form;

  const showFirstError = useCallback(
    (fields: readonly string[]) => {
      const field = firstInvalidField(fields);
      if (!field) return;
      flushSync(() => setTab(tabOf(field))); // the panel must be visible before it can take focus
      setFocus(field);
    },
    [setFocus],
  );

  const save = useSaveProfile(form, showFirstError);
  const onSubmit = form.handleSubmit(save, (errors) => showFirstError(Object.keys(errors)));
  const errorTabs = tabsWithErrors(Object.keys(form.formState.errors));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
        <Tabs value={tab} onValueChange={(value) => isProfileTab(value) && setTab(value)}>
          <TabsList
            aria-label={t('form.tabsLabel')}
            className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3 lg:flex"
          >
            {PROFILE_TABS.map((name) => (
              <TabsTrigger key={name} value={name} className="gap-1.5 whitespace-normal lg:flex-auto">
                {t(`form.tabs.${name}`)}
                {errorTabs.has(name) ? (
                  <>
                    <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-destructive" />
                    <span className="sr-only">{t('form.tabHasErrors')}</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {PROFILE_TABS.map((name) => {
            const Panel = PANELS[name];
            return (
              <TabsContent key={name} value={name} forceMount className="mt-6 data-[state=inactive]:hidden">
                <Panel />
              </TabsContent>
            );
          })}
        </Tabs>
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link to="/">{t('form.back')}</Link>
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
