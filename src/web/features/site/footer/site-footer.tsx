import { HeartHandshake, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_COLUMN } from '../../../components/ui/page-container';
import { cn } from '../../../lib/cn';
import { useSiteSettings } from '../../../entities/site-settings/get-site-settings';
import { FooterExtras } from './footer-extras';
import { NEWSLETTER_ANCHOR, NewsletterForm } from './newsletter-form';

const QUICK_LINKS = [
  { key: 'about', to: '/about' },
  { key: 'howItWorks', to: '/how-it-works' },
  { key: 'successStories', to: '/success-stories' },
  { key: 'faq', to: '/faq' },
  { key: 'contact', to: '/contact' },
] as const;

// Spec §2: the Help Center label points to /faq.
const SUPPORT_LINKS = [
  { key: 'helpCenter', to: '/faq' },
  { key: 'contactUs', to: '/contact' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
] as const;

const linkClass =
  'rounded-sm text-primary-foreground/85 underline-offset-4 outline-none hover:text-primary-foreground hover:underline focus-visible:ring-2 focus-visible:ring-primary-foreground';

function ColumnTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-primary-foreground uppercase">
      {children}
    </h2>
  );
}

/** Footer of every standard page (spec §2 "Footer"), members' too; loaded after the page itself. */
export function SiteFooter() {
  const { t } = useTranslation('footer');
  const { t: common } = useTranslation();
  // The site settings (admin CMS) where they are set; the catalog's texts until then.
  const settings = useSiteSettings();
  const email = settings?.contact_email || t('contact.email');
  return (
    <footer className="bg-primary-strong text-primary-foreground">
      <div className={cn(SHELL_COLUMN, 'grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-12')}>
        <div className="col-span-2 lg:col-span-4">
          <Link to="/" className={`inline-flex items-center gap-2 text-lg font-semibold ${linkClass}`}>
            <span className="grid size-8 place-items-center rounded-lg bg-primary-foreground text-primary-strong">
              <HeartHandshake className="size-5" aria-hidden="true" />
            </span>
            <span className="text-primary-foreground">{settings?.site_name || common('brand')}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-primary-foreground/85">
            {settings?.site_tagline || t('blurb')}
          </p>
          <address className="mt-6 grid gap-3 text-sm not-italic">
            <ContactLine icon={<Mail />} label={t('contact.emailLabel')}>
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </ContactLine>
            <ContactLine icon={<Phone />} label={t('contact.phoneLabel')}>
              <a href={t('contact.phoneHref')} className={linkClass}>
                {t('contact.phone')}
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin />} label={t('contact.addressLabel')}>
              <span className="text-primary-foreground/85">{t('contact.address')}</span>
            </ContactLine>
          </address>
        </div>
        <LinkColumn title={t('quickLinks.title')} label={t('quickLinks.label')} className="lg:col-span-2">
          {QUICK_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={linkClass}>
                {t(`quickLinks.${link.key}`)}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <LinkColumn title={t('support.title')} label={t('support.label')} className="lg:col-span-2">
          {SUPPORT_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={linkClass}>
                {t(`support.${link.key}`)}
              </Link>
            </li>
          ))}
        </LinkColumn>
        <section
          id={NEWSLETTER_ANCHOR}
          aria-labelledby="footer-newsletter"
          className="col-span-2 lg:col-span-4"
        >
          <ColumnTitle id="footer-newsletter">{t('newsletter.title')}</ColumnTitle>
          <p className="mt-3 mb-4 text-sm text-primary-foreground/85">{t('newsletter.text')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-primary-foreground/15">
        <div className={cn(SHELL_COLUMN, 'flex flex-wrap items-center justify-between gap-4 py-6')}>
          <p className="text-sm text-primary-foreground/80">
            {t('copyright', { year: new Date().getFullYear() })}
          </p>
          <FooterExtras settings={settings} linkClass={linkClass} />
        </div>
      </div>
    </footer>
  );
}

function LinkColumn(props: { title: string; label: string; className: string; children: ReactNode }) {
  return (
    <nav aria-label={props.label} className={props.className}>
      <ColumnTitle>{props.title}</ColumnTitle>
      <ul className="mt-4 grid gap-3 text-sm">{props.children}</ul>
    </nav>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      <span className="mt-0.5 text-primary-soft [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}
