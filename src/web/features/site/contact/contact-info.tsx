import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

type Hours = { days: string; time: string };

const linkClass =
  'rounded-sm font-medium break-words text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** How to reach us: e-mail, phone, office, support hours and the 24-hour promise. */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const email = t('info.email');
  const hours = t('info.hours', { returnObjects: true }) as Hours[];
  return (
    <Card className="grid gap-6 p-6">
      <h2 className="text-xl font-semibold tracking-tight text-primary-strong">{t('info.title')}</h2>
      <InfoRow icon={Mail} label={t('info.emailLabel')}>
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </InfoRow>
      <InfoRow icon={Phone} label={t('info.phoneLabel')}>
        <a href={`tel:${t('info.phoneHref')}`} className={linkClass}>
          {t('info.phone')}
        </a>
      </InfoRow>
      <InfoRow icon={MapPin} label={t('info.officeLabel')}>
        <p>{t('info.office')}</p>
      </InfoRow>
      <InfoRow icon={Clock} label={t('info.hoursLabel')}>
        <dl className="grid gap-1 text-sm">
          {hours.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">{row.days}</dt>
              <dd className="font-medium">{row.time}</dd>
            </div>
          ))}
        </dl>
      </InfoRow>
      <p className="rounded-md bg-primary-soft/60 px-4 py-3 text-sm font-medium text-primary-strong">
        {t('info.replies')}
      </p>
    </Card>
  );
}

function InfoRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="text-sm font-semibold text-foreground">{label}</h3>
        <div className="text-foreground">{children}</div>
      </div>
    </div>
  );
}
