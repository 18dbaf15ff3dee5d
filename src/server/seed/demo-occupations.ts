import type { EducationLevel } from '../../shared/options/profile-options.ts';

export type Field =
  | 'health'
  | 'tech'
  | 'engineering'
  | 'education'
  | 'business'
  | 'law'
  | 'trades'
  | 'creative'
  | 'community'
  | 'study';

export type Occupation = {
  title: string;
  field: Field;
  education: readonly EducationLevel[];
  minAge?: number;
  maxAge?: number;
};

const BA = "Bachelor's Degree";
const MA = "Master's Degree";
const PHD = 'PhD / Doctorate';
const PRO = 'Professional Certification';
const DIP = 'Diploma / Certificate';
const TRADE = 'Trade School / Vocational Training';
const HS = 'Secondary School / High School';

/** Each job with the qualifications someone doing it plausibly holds, so education and work agree. */
export const OCCUPATIONS: readonly Occupation[] = [
  { title: 'Software Engineer', field: 'tech', education: [BA, MA] },
  { title: 'Software Developer', field: 'tech', education: [BA, DIP] },
  { title: 'Data Analyst', field: 'tech', education: [BA, MA] },
  { title: 'IT Support Specialist', field: 'tech', education: [DIP, PRO, BA] },
  { title: 'Cybersecurity Analyst', field: 'tech', education: [BA, PRO] },
  { title: 'UX Designer', field: 'creative', education: [BA, DIP] },
  { title: 'Graphic Designer', field: 'creative', education: [DIP, BA] },
  { title: 'Architect', field: 'creative', education: [MA, BA], minAge: 25 },
  { title: 'Civil Engineer', field: 'engineering', education: [BA, MA] },
  { title: 'Mechanical Engineer', field: 'engineering', education: [BA, MA] },
  { title: 'Electrical Engineer', field: 'engineering', education: [BA, MA] },
  { title: 'Chemical Engineer', field: 'engineering', education: [BA, MA, PHD] },
  { title: 'Family Physician', field: 'health', education: [PHD, PRO], minAge: 28 },
  { title: 'Medical Resident', field: 'health', education: [PHD, PRO], minAge: 25, maxAge: 34 },
  { title: 'Dentist', field: 'health', education: [PHD, PRO], minAge: 26 },
  { title: 'Pharmacist', field: 'health', education: [PRO, BA, PHD], minAge: 24 },
  { title: 'Registered Nurse', field: 'health', education: [BA, DIP] },
  { title: 'Physiotherapist', field: 'health', education: [MA, BA] },
  { title: 'Medical Laboratory Technologist', field: 'health', education: [DIP, BA] },
  { title: 'Optometrist', field: 'health', education: [PHD, PRO], minAge: 26 },
  { title: 'Primary School Teacher', field: 'education', education: [BA, PRO] },
  { title: 'High School Science Teacher', field: 'education', education: [BA, MA] },
  { title: 'Islamic Studies Teacher', field: 'education', education: [BA, MA, DIP] },
  { title: 'Early Childhood Educator', field: 'education', education: [DIP, BA] },
  { title: 'University Lecturer', field: 'education', education: [PHD, MA], minAge: 28 },
  { title: 'Research Scientist', field: 'education', education: [PHD], minAge: 27 },
  { title: 'Chartered Accountant', field: 'business', education: [PRO, BA] },
  { title: 'Financial Analyst', field: 'business', education: [BA, MA, PRO] },
  { title: 'Islamic Finance Advisor', field: 'business', education: [BA, MA, PRO] },
  { title: 'Project Manager', field: 'business', education: [BA, PRO, MA], minAge: 26 },
  { title: 'Marketing Specialist', field: 'business', education: [BA, DIP] },
  { title: 'Human Resources Advisor', field: 'business', education: [BA, DIP] },
  { title: 'Small Business Owner', field: 'business', education: [HS, DIP, BA] },
  { title: 'Real Estate Agent', field: 'business', education: [DIP, PRO, HS] },
  { title: 'Supply Chain Coordinator', field: 'business', education: [BA, DIP] },
  { title: 'Lawyer', field: 'law', education: [PRO, MA], minAge: 26 },
  { title: 'Paralegal', field: 'law', education: [DIP, BA] },
  { title: 'Immigration Consultant', field: 'law', education: [PRO, DIP, BA] },
  { title: 'Electrician', field: 'trades', education: [TRADE, DIP] },
  { title: 'Plumber', field: 'trades', education: [TRADE] },
  { title: 'HVAC Technician', field: 'trades', education: [TRADE, DIP] },
  { title: 'Auto Mechanic', field: 'trades', education: [TRADE, HS] },
  { title: 'Chef', field: 'trades', education: [TRADE, DIP, HS] },
  { title: 'Social Worker', field: 'community', education: [BA, MA] },
  { title: 'Youth Counsellor', field: 'community', education: [BA, DIP] },
  { title: 'Nonprofit Program Coordinator', field: 'community', education: [BA, DIP] },
  { title: 'Journalist', field: 'creative', education: [BA, MA] },
  { title: 'Photographer', field: 'creative', education: [DIP, HS, BA] },
  { title: 'University Student', field: 'study', education: [HS, DIP], maxAge: 25 },
  { title: 'Graduate Student', field: 'study', education: [BA, MA], minAge: 22, maxAge: 32 },
];

// prettier-ignore
export const CAREER_ASPIRATIONS: Readonly<Record<Field, readonly string[]>> = {
  health: ['To specialise further and one day volunteer with medical missions abroad', 'To open a community clinic that serves families who cannot afford care', 'To keep growing in my practice while keeping time for family'],
  tech: ['To lead a team building technology that genuinely helps people', 'To start a small software company and mentor young Muslims entering tech', 'To keep learning and move into architecture or management'],
  engineering: ['To become a licensed Professional Engineer and work on sustainable infrastructure', 'To lead large projects while staying close to home and family', 'To use engineering for clean water and energy projects in developing countries'],
  education: ['To become a school principal one day', 'To write children\'s books that teach Islamic values gently', 'To keep teaching; shaping young minds is my way of giving sadaqah jariyah'],
  business: ['To grow a business built on halal, ethical principles', 'To reach a leadership role and mentor others along the way', 'To become financially independent and invest in my community'],
  law: ['To practise immigration and family law and help newcomers', 'To open my own practice in the next few years', 'To advocate for people who cannot afford good legal help'],
  trades: ['To run my own contracting business and train apprentices', 'To open a family restaurant one day', 'To keep building my trade and buy a home for my family'],
  creative: ['To build a design studio that works with nonprofits', 'To tell stories that represent our communities honestly', 'To balance creative work with a calm family life'],
  community: ['To lead a youth program at our local masjid', 'To keep supporting families through difficult times', 'To start a charity focused on education for orphans'],
  study: ['To finish my degree with good results and start a meaningful career', 'To pursue graduate studies, in sha Allah', 'To finish my studies and find work that serves my community'],
};
