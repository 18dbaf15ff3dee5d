import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ContactForm } from './contact-form';

/**
 * 'Send us a message' with the contact form, as /contact shows it. The app also hands it to CMS pages
 * in the 'contact' template (app/site-routes.tsx), which show it under their content.
 */
export function ContactFormCard() {
  const { t } = useTranslation('contact');
  return (
    <Card className="p-6 sm:p-8">
      <div className="grid gap-5">
        <h2 className="text-2xl font-semibold tracking-tight text-primary-strong">{t('form.title')}</h2>
        <ContactForm />
      </div>
    </Card>
  );
}
