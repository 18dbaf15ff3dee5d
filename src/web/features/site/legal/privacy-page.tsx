import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalSection } from './legal-document';

/** /privacy (spec §2 "Public pages"): the Privacy Policy. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={t('privacy.sections', { returnObjects: true }) as LegalSection[]}
    />
  );
}
