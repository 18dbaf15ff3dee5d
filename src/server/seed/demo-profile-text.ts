/**
 * Pieces the demo composes the shorter profile texts from (values, aspirations, practice, what they hope
 * for in a partner). Each text is two or three pieces drawn apart, so few members share a whole answer.
 */

export const VALUES = [
  'honesty',
  'kindness',
  'keeping my word',
  'respect for parents and elders',
  'generosity',
  'hospitality',
  'integrity at work and in speech',
  'patience (sabr)',
  'gratitude (shukr)',
  'humility',
  'a sense of humour',
  'loyalty to family and friends',
  'fairness',
  'treating everyone with dignity',
  'modesty',
  'punctuality, believe it or not',
  'forgiveness',
  'hard work',
] as const;

export const ASPIRATIONS = [
  'to raise a family grounded in faith, kindness and good manners',
  'to perform Hajj together with my spouse',
  'to build a home that is a place of peace for everyone who enters it',
  'to live a balanced life between deen and dunya',
  'to memorise more of the Quran and teach it to my children',
  'to give back to the community that raised me',
  'to see the great masjids of the world with my family',
  'to be a source of good for my parents in their old age',
  'to own a modest home with a garden and an open door',
  'to sponsor an orphan for as long as I live',
  'to finish my studies and keep learning all my life',
  'to start a small halal business of my own',
  'to live near family so our children know their grandparents',
  'to learn Arabic well enough to read the Quran without a translation',
] as const;

export const ASPIRATION_ENDINGS = ['', '', ', in sha Allah', ', if Allah wills', ', step by step'] as const;

export const ISLAMIC_VALUES = [
  'Good character (akhlaq), honesty and modesty',
  'Keeping ties of kinship and caring for parents',
  'Trust in Allah (tawakkul) and gratitude in every situation',
  'Charity, especially quietly helping those in need',
  'Halal earnings and a simple, content life',
  'Mercy and gentleness within the family',
  'Seeking knowledge throughout life',
  'Guarding the tongue: no backbiting, no harsh words',
  'Hospitality to guests and neighbours',
  'Keeping promises, big and small',
  'Humility before Allah and before people',
  'Consulting each other (shura) in family decisions',
] as const;

/** Religious practice by how strictly the member keeps it: what they pray, fast, read and attend. */
export const PRACTICE: Readonly<Record<'strict' | 'middle' | 'relaxed', readonly (readonly string[])[]>> = {
  strict: [
    [
      'I pray five times a day, on time as much as I can',
      'Salah is non-negotiable for me',
      'I pray all five prayers and the sunnah before Fajr',
      'I try never to miss a prayer, and Fajr at the masjid when possible',
    ],
    [
      'I fast Ramadan and the voluntary Mondays and Thursdays',
      'I read Quran every day, even if only a page',
      'I attend a weekly halaqa',
      'I fast the white days each month',
      'I study tajweed with a teacher online',
    ],
    [
      '',
      ', and I am learning Arabic to understand more',
      ', alhamdulillah',
      ', and I would like the same at home',
    ],
  ],
  middle: [
    [
      'I pray five times a day',
      'I keep my daily prayers',
      'I pray regularly',
      'I try to keep all five prayers, though work makes Zuhr a challenge',
    ],
    [
      "I fast in Ramadan and attend Jumu'ah regularly",
      'I fast Ramadan and try to attend talks at my local masjid',
      'I give zakat and love the atmosphere of taraweeh',
      'I read Quran on weekends',
      'I go to the masjid for Eid and most Fridays',
    ],
    ['', ', alhamdulillah', ', and I want to keep growing', '; my mother says I get better every year'],
  ],
  relaxed: [
    [
      'I am working on being more consistent with my prayers',
      'I pray most of my prayers',
      'My prayer is not yet where I want it to be',
      'I am rebuilding my habits after a busy few years',
    ],
    [
      'I fast every Ramadan',
      'I am growing in my practice step by step',
      'I never miss Eid prayers with my family',
      'I enjoy learning with a study circle online',
    ],
    ['', ', in sha Allah', ', and I would love a spouse who encourages me', ', slowly but surely'],
  ],
};

export const LIFESTYLE = [
  'family-oriented, with a healthy balance between work and home',
  'active and healthy, enjoys the outdoors',
  'a simple, quiet life close to the masjid',
  'enjoys travel and learning new things',
  'a calm, home-centred life with close friends',
  'social and hospitable; our home will often have guests, in sha Allah',
  'organised, financially responsible and debt-free as far as possible',
  'no smoking, and an early night more often than not',
  'comfortable with city life but happy to move somewhere greener',
  'keeps a tidy home and a busy kitchen',
  'enjoys weekend trips and long drives',
  'values routine, good food and family dinners',
  'happy to live simply and save for Hajj',
  'reads a lot and watches little television',
  'keeps Fridays for family and the masjid',
  'prefers a small circle of good friends to a crowd',
  'likes to host iftar for the neighbours in Ramadan',
  'early riser, gym or a walk before work',
] as const;

export const PARTNER_TRAITS = [
  'kind',
  'patient',
  'practising',
  'honest',
  'responsible',
  'respectful to parents',
  'gentle',
  'emotionally mature',
  'family-oriented',
  'educated',
  'ambitious but humble',
  'supportive',
  'a good communicator',
  'content',
  'generous',
  'slow to anger',
  'cheerful',
  'God-conscious',
] as const;

export const PARTNER_ENDINGS = [
  '',
  ', with a good sense of humour',
  ', and someone I can laugh with',
  ', who wants to keep growing in deen',
  ', and close to their own family',
  ', who listens before answering',
  ', and not afraid of hard work',
] as const;

export const RELIGIOUS_PREFERENCES = [
  'Prays, reads Quran and is gentle in how they practise',
  'A {faith} Muslim from a practising family',
  'Takes the deen seriously, and still knows how to laugh',
  'Someone whose faith shows in their manners more than their words',
  'Practising {faith} Muslim who prays regularly',
  'Someone who prays five times a day and loves learning about the deen',
  '{Belief} in outlook and sincere in faith',
  'Sincerity and salah matter more to me than labels',
  'A {faith} Muslim who keeps the prayers and wants a home built on the Quran and Sunnah',
  'Prays regularly, fasts, and is honest about where they are in their journey',
  'Someone {belief} like me, who will help me keep my prayers',
  'Practising, but kind about it; no harshness in the name of religion',
] as const;

export const RELIGIOUS_PREFERENCE_ENDINGS = [
  '; fasting Mondays is a bonus',
  '; someone who would do Umrah with me soon',
  '; wearing hijab is important to me',
  '; a beard would be nice but is not a condition',
  '; someone who would pray with me at home',
  '; attends the masjid regularly',
] as const;

export const BUILDS: Readonly<Record<'male' | 'female', readonly string[]>> = {
  male: ['Athletic build', 'Average build', 'Tall and slim', 'Medium build', 'Broad-shouldered', 'Stocky'],
  female: ['Slim build', 'Average build', 'Petite', 'Medium build', 'Tall and slim', 'Curvy build'],
};

export const EYES = [
  'brown eyes',
  'dark brown eyes',
  'hazel eyes',
  'dark eyes',
  'green eyes',
  'black eyes',
] as const;

export const EXTRAS: Readonly<Record<'male' | 'female', readonly string[]>> = {
  male: [
    '',
    'wears glasses',
    'keeps a neat beard',
    'full beard',
    'black hair',
    'short dark hair',
    'greying at the temples',
  ],
  female: ['', 'wears glasses', 'warm smile', 'dimples', 'freckles', 'long eyelashes'],
};
