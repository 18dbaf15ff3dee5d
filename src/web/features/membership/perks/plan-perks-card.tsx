import { Rocket } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type {
  TFeatureAccess,
  TMembershipMe,
  TPlanSettings,
  TPlanSettingsRequest,
} from '../../../../shared/membership/membership-contract';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { isPlanRefusal } from '../../../entities/membership/plan-refusal';
import { useBoost, useChangePlanSettings, usePlanSettings } from '../api/plan-settings';

type Setting = keyof TPlanSettingsRequest;
const SETTING_FEATURE: Record<Setting, TFeatureAccess['feature_key']> = {
  photos_private: 'photo_privacy',
  incognito: 'incognito_browsing',
};

const included = (me: TMembershipMe, key: TFeatureAccess['feature_key']) =>
  me.features.find((f) => f.feature_key === key);

/**
 * What the plan lets a member switch on (private photos, incognito) and spend (a 30-minute boost).
 * Shown only when the plan includes one of them or the settings answer makes one available (private
 * photos for women, on any plan); the server decides, this card only mirrors it.
 */
export function PlanPerksCard({ me }: { me: TMembershipMe }) {
  const { t } = useTranslation('membership');
  const boost = included(me, 'visibility_boost');
  // The settings answer says what may be switched on beyond the plan (private photos are free for women,
  // issue 23), so it is read even when the plan offers nothing.
  const settings = usePlanSettings(true);
  const settingsOffered = (Object.keys(SETTING_FEATURE) as Setting[]).filter(
    (s) => included(me, SETTING_FEATURE[s])?.allowed || settings.data?.available[s],
  );
  const boostOffered = boost !== undefined && (boost.limit === null ? boost.allowed : boost.limit > 0);
  if (settingsOffered.length === 0 && !boostOffered) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('perks.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isError ? <p role="alert">{t('perks.loadFailed')}</p> : null}
        {settingsOffered.map((setting) => (
          <SettingSwitch key={setting} setting={setting} settings={settings.data} />
        ))}
        {boostOffered && boost ? <BoostRow boost={boost} settings={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

function SettingSwitch({ setting, settings }: { setting: Setting; settings: TPlanSettings | undefined }) {
  const { t } = useTranslation('membership');
  const id = useId();
  const change = useChangePlanSettings();
  const on = settings?.[setting] ?? false;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 size-5 accent-primary"
        checked={on}
        disabled={!settings || change.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          change.mutate(
            { [setting]: event.target.checked },
            { onError: () => void toast.error(t('perks.saveFailed')) },
          )
        }
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium">
          {t(`perks.${setting}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(`perks.${setting}.hint`)}
        </p>
      </div>
    </div>
  );
}

function BoostRow({ boost, settings }: { boost: TFeatureAccess; settings: TPlanSettings | undefined }) {
  const { t, i18n } = useTranslation('membership');
  const start = useBoost();
  const until = settings?.boosted_until ? new Date(settings.boosted_until) : null;
  const time = until?.toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <div className="grid gap-2 border-t pt-4 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <p className="font-medium">{t('perks.boost.label')}</p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {until ? t('perks.boost.running', { time }) : t('perks.boost.hint')}
          {boost.limit !== null ? ` ${t('perks.boost.left', { count: boost.limit - boost.used })}` : ''}
        </p>
      </div>
      <Button
        variant="outline"
        disabled={start.isPending || !boost.allowed}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => void toast.success(t('perks.boost.started')),
            onError: (error) =>
              void toast.error(isPlanRefusal(error) ? error.message : t('perks.boost.failed')),
          })
        }
      >
        <Rocket aria-hidden="true" />
        {until ? t('perks.boost.extend') : t('perks.boost.start')}
      </Button>
    </div>
  );
}
