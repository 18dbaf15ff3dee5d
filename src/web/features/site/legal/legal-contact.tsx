import { Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Hours = { days: string; time: string };

/** The support e-mail, the 24-hour promise and the support hours, under a policy's "Contact us". */
export function LegalContact() {
  const { t } = useTranslation('legal');
  const email = t('contactBlock.email');
  const hours = t('contactBlock.hours', { returnObjects: true }) as Hours[];
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:grid-cols-2">
      <div className="grid content-start gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          {t('contactBlock.emailLabel')}
        </p>
        <a
          href={`mailto:${email}`}
          className="rounded-sm font-medium break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {email}
        </a>
        <p className="text-sm text-muted-foreground">{t('contactBlock.replies')}</p>
        <Link
          to="/contact"
          className="mt-1 rounded-sm text-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('contactBlock.formLink')}
        </Link>
      </div>
      <div className="grid content-start gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {t('contactBlock.hoursLabel')}
        </p>
        <dl className="grid gap-1 text-sm">
          {hours.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">{row.days}</dt>
              <dd className="font-medium text-foreground">{row.time}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
