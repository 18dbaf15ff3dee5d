import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalSection } from './legal-document';

/** /terms (spec §2 "Public pages"): the Terms of Service. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true }) as LegalSection[]}
    />
  );
}
