import { CircleHelp, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContactFormCard } from './contact-form-card';
import { ContactInfo } from './contact-info';
import { SiteHero } from '../components/site-hero';

/** /contact (spec §2 "Public pages"): how to reach us, and the message form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <div className="flex flex-col gap-12 pb-16 sm:gap-16 sm:pb-20">
      <SiteHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} joinLabel={t('hero.join')}>
        <p>{t('hero.intro')}</p>
      </SiteHero>

      <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-6 lg:order-last">
          <ContactFormCard />
        </div>

        <aside className="grid gap-6" aria-label={t('info.title')}>
          <ContactInfo />
          <Card className="grid gap-3 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-foreground">
              <CircleHelp className="size-5 text-primary" aria-hidden="true" />
              {t('info.faqTitle')}
            </h2>
            <p className="text-muted-foreground">{t('info.faqText')}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link to="/faq">{t('info.faqLink')}</Link>
            </Button>
          </Card>
          <Card className="grid gap-3 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-foreground">
              <UserPlus className="size-5 text-primary" aria-hidden="true" />
              {t('info.joinTitle')}
            </h2>
            <p className="text-muted-foreground">{t('info.joinText')}</p>
            <Button asChild className="justify-self-start">
              <Link to="/auth">{t('hero.join')}</Link>
            </Button>
          </Card>
        </aside>
      </div>
    </div>
  );
}
