import { useTranslation } from 'react-i18next';
import type { TMemberProfile } from '../../../../shared/profiles/profile-contract';
import { formatLanguages } from '../../../../shared/rules/languages';
import { placeOf } from '../../../entities/member/member-display';
import type catalog from '../i18n/en.json';

export type ProfileRow = { key: string; label: string; value: string; long?: boolean };
export type ProfileSection = { id: string; title: string; rows: ProfileRow[] };

/** Profile fields that have a label of their own in the catalog. */
type LabelledField = keyof (typeof catalog)['fields'] & keyof TMemberProfile;

type Draft = { key: string; label: string; value: string | number | null | undefined; long?: boolean };

/** Rows with a value only; a section with none is left out (so Partner Preferences shows only when filled). */
function keep(drafts: Draft[]): ProfileRow[] {
  return drafts.flatMap(({ value, ...row }) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text ? [{ ...row, value: text }] : [];
  });
}

const formatValue = (value: unknown) =>
  Array.isArray(value)
    ? formatLanguages(value)
    : typeof value === 'string' || typeof value === 'number'
      ? value
      : null;

export function useProfileSections(p: TMemberProfile): ProfileSection[] {
  const { t } = useTranslation('profiles');
  const field = (key: LabelledField, long = false): Draft => ({
    key,
    label: t(`fields.${key}`),
    value: formatValue(p[key]),
    long,
  });
  const sections: ProfileSection[] = [
    {
      id: 'personal',
      title: t('detail.sections.personal'),
      rows: keep([
        { key: 'about', label: t('detail.labels.about'), value: p.self_description, long: true },
        { key: 'gender', label: t('fields.gender'), value: p.gender && t(`options.gender.${p.gender}`) },
        {
          key: 'marital_status',
          label: t('fields.marital_status'),
          value: p.marital_status && t(`options.marital_status.${p.marital_status}`),
        },
        {
          key: 'birth_place',
          label: t('detail.labels.birthPlace'),
          value: placeOf(p.birth_state, p.birth_country),
        },
        {
          key: 'height',
          label: t('detail.labels.height'),
          value: p.height_cm && t('detail.values.height', { value: p.height_cm }),
        },
        {
          key: 'weight',
          label: t('detail.labels.weight'),
          value: p.weight_kg && t('detail.values.weight', { value: p.weight_kg }),
        },
        field('blood_group'),
        { key: 'languages', label: t('fields.languages_spoken'), value: formatLanguages(p.languages_spoken) },
        field('physical_features', true),
        field('personality_traits', true),
        field('hobbies_interests', true),
        field('personal_values', true),
        field('life_aspirations', true),
      ]),
    },
    {
      id: 'religious',
      title: t('detail.sections.religious'),
      rows: keep([
        field('religion_community'),
        field('religious_beliefs'),
        field('islamic_dressing'),
        field('religious_practices', true),
        field('islamic_values', true),
      ]),
    },
    {
      id: 'professional',
      title: t('detail.sections.professional'),
      rows: keep([
        field('educational_qualification'),
        field('occupation'),
        field('career_aspirations', true),
      ]),
    },
    {
      id: 'family',
      title: t('detail.sections.family'),
      rows: keep([
        field('family_type'),
        field('family_background', true),
        field('parents_siblings_info', true),
      ]),
    },
    {
      id: 'partner',
      title: t('detail.sections.partner'),
      rows: keep([
        {
          key: 'partner_age_range',
          label: t('detail.labels.partnerAgeRange'),
          value: p.partner_age_range && t('detail.values.ageRange', { value: p.partner_age_range }),
        },
        field('partner_education'),
        field('partner_career_preferences'),
        field('partner_lifestyle', true),
        field('ideal_partner_qualities', true),
        field('partner_religious_preferences', true),
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
