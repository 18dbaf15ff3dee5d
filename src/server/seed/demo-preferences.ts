import type { EducationLevel, Gender } from '../../shared/options/profile-options.ts';
import type { Field } from './demo-occupations.ts';
import type { Rng } from './random.ts';

/**
 * What demo members ask of a partner, written the way members write it, and drawn so the match score
 * (src/shared/rules/match-score.ts) finds what a real community would show: people mostly want someone
 * of a similar education and name the jobs they picture, in the words job titles use ("teacher", not
 * "education"), so a member with a full profile meets several Good or Excellent matches in their range.
 */

/** Men on such sites tend to ask for the same age or younger, women for the same age or older. */
export function partnerAgeRange(gender: Gender, age: number, rng: Rng): string {
  const min = gender === 'male' ? Math.max(20, age - rng.int(4, 9)) : Math.max(20, age - rng.int(0, 2));
  const max = gender === 'male' ? Math.max(min + 4, age + rng.int(1, 3)) : Math.min(55, age + rng.int(4, 9));
  return `${min}-${max}`;
}

/** Each level as a member writes it; the first word is one the qualification itself contains. */
const LEVEL_WORDS: Readonly<Record<EducationLevel, readonly string[]>> = {
  'Primary School': ['primary school'],
  'Secondary School / High School': ['high school', 'secondary school'],
  'Diploma / Certificate': ['diploma', 'college diploma', 'certificate'],
  "Bachelor's Degree": ["bachelor's", "bachelor's degree", 'bachelors'],
  "Master's Degree": ["master's", "master's degree", 'masters'],
  'PhD / Doctorate': ['PhD', 'doctorate'],
  'Professional Certification': ['professional certification', 'professional qualification'],
  'Trade School / Vocational Training': ['trade qualification', 'vocational training'],
};

/** The levels someone at `own` level usually names; people marry within a step or two of their own. */
const ACCEPTED: Readonly<Record<EducationLevel, readonly EducationLevel[]>> = {
  'Primary School': ['Primary School', 'Secondary School / High School'],
  'Secondary School / High School': [
    'Secondary School / High School',
    'Diploma / Certificate',
    'Trade School / Vocational Training',
  ],
  'Diploma / Certificate': [
    'Diploma / Certificate',
    "Bachelor's Degree",
    'Trade School / Vocational Training',
    'Secondary School / High School',
  ],
  "Bachelor's Degree": [
    "Bachelor's Degree",
    "Master's Degree",
    'Professional Certification',
    'Diploma / Certificate',
  ],
  "Master's Degree": [
    "Master's Degree",
    "Bachelor's Degree",
    'PhD / Doctorate',
    'Professional Certification',
  ],
  'PhD / Doctorate': [
    'PhD / Doctorate',
    "Master's Degree",
    "Bachelor's Degree",
    'Professional Certification',
  ],
  'Professional Certification': [
    'Professional Certification',
    "Bachelor's Degree",
    "Master's Degree",
    'Diploma / Certificate',
  ],
  'Trade School / Vocational Training': [
    'Trade School / Vocational Training',
    'Diploma / Certificate',
    'Secondary School / High School',
  ],
};

/** 'a', 'a or b', 'a, b or c'. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const EDUCATION_TEMPLATES = [
  '{Levels}',
  'Ideally {levels}',
  '{Levels} preferred, but character comes first',
  'Ideally {levels}, though I am flexible',
  '{Levels}; above all someone who keeps learning',
  '{Levels}, or still studying towards one',
  'No strict rule; {levels} would suit me',
  'Similar to mine: {levels}',
] as const;

const EDUCATION_OPEN = [
  'Any level of education; good manners and a willingness to learn matter more to me',
  'Not fussy about degrees, as long as they are thoughtful and keep growing',
  'Character over certificates, honestly',
  'Whatever their studies, I hope they love learning about the deen',
  'Education matters less to me than curiosity and kindness',
  'Any; I have met wise people without degrees and the reverse',
  'Happy with any level, as long as they value learning for our children',
  'Not a deciding factor for me',
] as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fillEducation(template: string, levels: readonly string[]): string {
  const all = orList(levels);
  return template.replace('{levels}', all).replace('{Levels}', capitalise(all));
}

export function partnerEducation(own: EducationLevel, rng: Rng): string {
  if (rng.chance(0.1)) return rng.pick(EDUCATION_OPEN);
  const accepted = ACCEPTED[own];
  // Their own level, then two or three neighbours in the order they think of them.
  const chosen = [own, ...rng.sample(accepted.slice(1), rng.int(2, 3))];
  const words = chosen.map((level) => rng.pick(LEVEL_WORDS[level]));
  return fillEducation(rng.pick(EDUCATION_TEMPLATES), words);
}

/** Words of the job titles in each field (demo-occupations.ts), as a member would list them. */
const FIELD_JOBS: Readonly<Record<Field, readonly string[]>> = {
  health: ['nurse', 'pharmacist', 'physician', 'dentist', 'medical professional', 'physiotherapist'],
  tech: ['software engineer', 'developer', 'analyst', 'IT specialist'],
  engineering: ['engineer', 'civil engineer', 'mechanical engineer'],
  education: ['teacher', 'lecturer', 'educator', 'research scientist'],
  business: ['accountant', 'analyst', 'manager', 'business owner', 'finance advisor'],
  law: ['lawyer', 'paralegal', 'consultant'],
  trades: ['electrician', 'technician', 'chef', 'mechanic'],
  community: ['social worker', 'counsellor', 'coordinator'],
  creative: ['designer', 'architect', 'journalist', 'photographer'],
  study: ['graduate student', 'student'],
};

/** Fields people picture for a spouse, whatever their own: steady, respected, family-friendly work. */
const POPULAR_FIELDS: readonly (readonly [Field, number])[] = [
  ['health', 5],
  ['education', 5],
  ['tech', 4],
  ['engineering', 4],
  ['business', 4],
  ['law', 2],
  ['trades', 2],
  ['community', 2],
  ['creative', 1],
];

const CAREER_TEMPLATES = [
  'Ideally a {jobs}, though any halal work is fine',
  'Someone settled in a career, for example a {jobs}',
  'A {jobs} would suit our family well; above all a steady, halal income',
  'No fixed preference; a {jobs} would be lovely',
  '{Jobs}, or something similar, with time left for family',
  'I picture a {jobs}, but honesty in their work matters most',
  'Working as a {jobs}, or studying towards it',
  'Someone who enjoys their work, maybe a {jobs}',
] as const;

const CAREER_OPEN = [
  'Any halal profession; dedication matters more than the title',
  'Whatever they do, I hope they do it honestly and still make time for home',
  'Open to any career, as long as they are committed and content',
  'I care more about work ethic than job titles',
  'Any honest work; I would rather they are home for dinner than rich',
  'No preference, as long as the income is halal',
  'Something they are proud of and that leaves time for family',
  'Not important to me; character is',
] as const;

export function partnerCareerPreferences(ownField: Field, rng: Rng): string {
  if (rng.chance(0.12)) return rng.pick(CAREER_OPEN);
  const fields = new Set<Field>();
  // Many hope for someone in a world they know; students look beyond their own "field".
  if (ownField !== 'study' && rng.chance(0.5)) fields.add(ownField);
  const wanted = rng.int(2, 3);
  while (fields.size < wanted) fields.add(rng.weighted(POPULAR_FIELDS));
  const jobs: string[] = [];
  for (const job of [...fields].flatMap((field) => rng.sample(FIELD_JOBS[field], 2))) {
    // "engineer" and "software engineer" in one list read as a slip.
    const overlapping = jobs.some((j) => j.endsWith(job) || job.endsWith(j));
    if (!overlapping && jobs.length < 5) jobs.push(job);
  }
  const list = orList(jobs);
  const text = rng
    .pick(CAREER_TEMPLATES)
    .replace('{jobs}', list)
    .replace('{Jobs}', capitalise(list))
    .replace(/\ba (?=[aeiou])/i, (a) => `${a.trimEnd()}n `);
  return text.length <= 200 ? text : list;
}
