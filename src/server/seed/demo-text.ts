/**
 * Sentence fragments the demo composes profile texts from. Written in the warm, modest voice members use
 * on matrimonial sites, so the demo shows what a good profile looks like rather than lorem ipsum.
 */

export const PERSONALITY_TRAITS = [
  'Calm',
  'Patient',
  'Family-oriented',
  'Ambitious',
  'Cheerful',
  'Thoughtful',
  'Organised',
  'Generous',
  'Honest',
  'Easygoing',
  'Curious',
  'Responsible',
  'Empathetic',
  'Loyal',
  'Optimistic',
  'Humble',
  'Good listener',
  'Quietly funny',
] as const;

/** A label for the hobbies field and a phrase to use inside sentences. */
export const HOBBIES: readonly (readonly [label: string, phrase: string])[] = [
  ['Reading', 'reading a good book with a cup of chai'],
  ['Hiking', 'hiking local trails'],
  ['Volunteering', 'volunteering at the masjid'],
  ['Football', 'playing football with friends'],
  ['Baking', 'baking for my family'],
  ['Calligraphy', 'practising Arabic calligraphy'],
  ['Learning Arabic', 'working on my Arabic'],
  ['Cycling', 'cycling along the waterfront'],
  ['Gardening', 'looking after my little garden'],
  ['Photography', 'taking photographs of old mosques'],
  ['Swimming', 'swimming'],
  ['Badminton', 'playing badminton'],
  ['Cooking', 'trying new recipes'],
  ['Islamic history', 'reading about Islamic history'],
  ['Painting', 'painting watercolours'],
  ['Travel', 'planning the next family trip'],
  ['Podcasts', 'listening to beneficial podcasts'],
  ['Board games', 'playing board games with my nieces and nephews'],
  ['Running', 'running in the early morning'],
  ['Quran study', 'attending Quran study circles'],
];

export const PERSONAL_VALUES = [
  'Honesty, kindness and keeping my word',
  'Respect for parents and elders',
  'Generosity and hospitality',
  'Integrity at work and in speech',
  'Patience (sabr) and gratitude (shukr)',
  'Humility and a sense of humour',
  'Loyalty to family and friends',
  'Fairness, and treating everyone with dignity',
] as const;

export const LIFE_ASPIRATIONS = [
  'To raise a family grounded in faith, kindness and good manners',
  'To perform Hajj together with my spouse',
  'To build a home that is a place of peace for everyone who enters it',
  'To live a balanced life between deen and dunya',
  'To memorise more of the Quran and teach it to my children',
  'To give back to the community that raised me',
  'To travel and see the great masjids of the world with my family',
  'To keep learning, and to be a source of good for my parents in their old age',
] as const;

export const RELIGIOUS_PRACTICES: Readonly<Record<string, readonly string[]>> = {
  strict: [
    'I pray five times a day, on time as much as I can, fast Ramadan and the voluntary Mondays and Thursdays, and attend a weekly halaqa.',
    'Salah is non-negotiable for me; I read Quran daily and try to pray Fajr at the masjid.',
  ],
  middle: [
    "I pray five times a day, fast in Ramadan and attend Jumu'ah regularly.",
    'I pray regularly, fast Ramadan and try to attend talks at my local masjid.',
    'I keep my prayers, give zakat and love the atmosphere of taraweeh in Ramadan.',
  ],
  relaxed: [
    'I am working on being more consistent with my prayers, and I fast every Ramadan.',
    'I pray most of my prayers and I am growing in my practice step by step.',
  ],
};

export const ISLAMIC_VALUES = [
  'Good character (akhlaq), honesty and modesty',
  'Keeping ties of kinship and caring for parents',
  'Trust in Allah (tawakkul) and gratitude in every situation',
  'Charity, especially quietly helping those in need',
  'Halal earnings and a simple, content life',
  'Mercy and gentleness within the family',
  'Seeking knowledge throughout life',
] as const;

export const PARTNER_EDUCATION = [
  "Bachelor's Degree or higher",
  "Master's Degree or PhD / Doctorate",
  "At least a Diploma / Certificate or Bachelor's Degree",
  "Bachelor's Degree, Professional Certification or Trade School / Vocational Training",
  'Educated, any level; character matters more than degrees',
  "Master's Degree preferred",
  'Secondary School / High School or above',
] as const;

export const PARTNER_LIFESTYLE = [
  'Family-oriented, with a healthy balance between work and home',
  'Active and healthy, enjoys the outdoors',
  'A simple, quiet life close to the masjid',
  'Enjoys travel and learning new things',
  'Prefers a calm, home-centred life with close friends',
  'Social and hospitable; our home will often have guests, in sha Allah',
  'Organised, financially responsible and debt-free as far as possible',
] as const;

export const IDEAL_PARTNER_QUALITIES = [
  'Kind, patient and practising, with a good sense of humour',
  'Honest, responsible and respectful to parents',
  'Someone with good akhlaq who prays and wants to keep growing in deen',
  'Gentle, emotionally mature and family-oriented',
  'Educated and ambitious, but humble',
  'Supportive, a good communicator and someone I can laugh with',
  'Content, generous and slow to anger',
] as const;

export const PHYSICAL_FEATURES: Readonly<Record<'male' | 'female', readonly string[]>> = {
  male: [
    'Athletic build, dark brown eyes',
    'Average build, black hair, wears glasses',
    'Tall and slim, brown eyes',
    'Medium build, keeps a neat beard',
    'Broad-shouldered, hazel eyes',
  ],
  female: [
    'Slim build, brown eyes',
    'Average build, dark eyes, wears glasses',
    'Petite, hazel eyes',
    'Medium build, brown eyes',
    'Tall and slim, dark brown eyes',
  ],
};

export const OPENERS = [
  'Assalamu alaikum! I am {first}, {aOccupation} based in {place}.',
  'Assalamu alaikum wa rahmatullah. I work as {aOccupation} in {place}, and I am grateful for every step Allah has written for me so far.',
  'Bismillah. I am {first}, {age}, and I spend my days as {aOccupation} in {place}.',
  'Salam! I am {aOccupation} living in {place}; my family is originally {demonym}.',
] as const;

export const FAITH_LINES = [
  'My deen is at the centre of my life, and I try to grow a little in it every day.',
  'I try to stay close to the Quran, even in busy weeks.',
  'I am still learning and growing in my faith, and I value a home where we remind each other of Allah.',
  'Halaqas at my local masjid keep me grounded.',
  'Ramadan is my favourite time of year: the iftars, the taraweeh and the quiet nights.',
] as const;

export const REVERT_LINES = [
  'I embraced Islam {years} years ago, alhamdulillah, and my family have been supportive ever since.',
  'I took my shahada {years} years ago; it was the best decision of my life.',
] as const;

export const FAMILY_LINES = [
  "Family means everything to me; weekend lunches at my parents' are non-negotiable.",
  'I am very close to my siblings, and I would love my future spouse to feel at home in our busy, warm family.',
  'My parents are involved in this search, in sha Allah, and I hope your family will be too.',
  'I grew up in a home full of guests and laughter, and I hope to build the same.',
] as const;

export const HOBBY_LINES = [
  'In my free time you will find me {hobby1} or {hobby2}.',
  'I love {hobby1}, and lately I have been {hobby2}.',
  'Weekends are for {hobby1}, long walks and good conversation.',
] as const;

export const SEEKING_LINES = [
  'I am looking for a kind, practising {spouse} to build a peaceful home with, based on mercy and mutual respect.',
  'I hope to meet someone honest and gentle who wants to grow together in deen and in life.',
  'I am seeking a {spouse} who values family, faith and a good sense of humour, in sha Allah.',
  'If you are sincere, patient and ready for marriage, I would be happy to hear from you and your family.',
] as const;

export const SPARSE_BIOS = [
  'Assalamu alaikum. Simple, family-oriented and looking for something serious, in sha Allah. I am happy to share more with the right person and their family once we are in touch.',
  'Practising, easygoing and close to my family. Looking for a kind spouse to share this journey of life and deen with. More details on request, in sha Allah.',
] as const;
