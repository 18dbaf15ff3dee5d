/**
 * Sentences demo bios are composed of, in the warm, modest voice members use on matrimonial sites. Each
 * template names details of its member ({place}, {hobby1}, {siblings} ...), and most are built from two
 * halves drawn apart, so 300 bios share hardly a sentence: a demo where everyone writes the same lines
 * reads as generated at once. A template whose details a member lacks is never used for them.
 */

export const OPENERS = [
  'Assalamu alaikum! I am {first}, {aOccupation} in {place}.',
  'Assalamu alaikum wa rahmatullah. {first} here, {age}, working as {aOccupation} in {place}.',
  'Bismillah. I am {first}, {age}, and I spend my days as {aOccupation}.',
  'Salam, and thank you for stopping by: I am {age}, {demonym} by heritage and living in {place}.',
  '{first}, {age}, from {place}: I work as {aOccupation} and, alhamdulillah, enjoy what I do.',
  'Assalamu alaikum. Writing about myself is harder than I expected, so here goes: I am {first}, {age}, based in {place}.',
  'Salam! By day I am {aOccupation} in {place}; the rest of the time you will usually find me with family.',
  'Assalamu alaikum. I have {demonym} roots and live in {place}, where I work as {aOccupation}.',
  'Bismillahir rahmanir rahim. I am {first}, and I have been {aOccupation} for {workYears} years now.',
  'Salam alaikum, I am {first}. I am {age} and currently {studying}.',
  'Assalamu alaikum, my name is {first}. I grew up in a {demonym} home and I am now settled in {place}.',
  'Hello and salam! I am a {age}-year-old {occupation} who still gets excited about a good cup of tea.',
  'Assalamu alaikum to whoever is reading this; I am {first}, {aOccupation}, and {place} has been home for most of my life.',
  'Salam. I am {first}: {occupation}, {trait1} by nature, and the {position} in my family.',
] as const;

/** First halves of a sentence about faith; FAITH_B gives the second. */
export const FAITH_A = [
  'My deen is at the centre of my life',
  'I try to grow a little in my faith every day',
  'Faith is the quiet anchor of my week',
  'I would not call myself perfect in my practice',
  'Salah keeps my days in order',
  'I came back to my faith properly during my {studyPlace} years',
  'The Quran keeps me grounded, even in busy weeks',
  'Ramadan is my favourite month of the year',
  'I love learning about the seerah',
  'Islam has always been part of our home',
  'I keep my prayers and try to keep my heart soft',
  'My faith is simple and sincere',
  'Growing up in a {demonym} home, faith was part of everyday life',
  'As {aOccupation}, my prayer breaks are the calmest part of my day',
  'I am {age} and still learning what it means to live my deen well',
] as const;

export const FAITH_B = [
  'and I try to pray Fajr at the masjid when I can.',
  'and Friday evenings are for our halaqa.',
  'and at the moment I am slowly memorising Surah {surah}.',
  'and I want a home where we remind each other of Allah.',
  'and the teachers at my local masjid in {place} have been a big part of that.',
  'but I am honest about what I still have to learn.',
  'and most Ramadans I help serve iftar at our masjid.',
  'and my grandmother taught me my first surahs, which I hope to pass on.',
  'and lately I have been reading a tafsir of Surah {surah} with a friend.',
  'and I try to give some sadaqah every week, however small.',
  'and my favourite quiet time is after Fajr, before the house wakes up.',
  'and I would love to keep learning together with my {spouse}.',
  'and my {parent} and I try to read Surah {surah} together on Fridays.',
  'and I am grateful for the {demonym} aunties at our masjid who taught me so much.',
  'and {hobby1} is where I do a lot of my thinking and dhikr.',
  'and I would like our home in {place} to be known for its generosity.',
] as const;

export const FAMILY_LINES = [
  "I have {siblings}, and Sunday lunch at my parents' place in {place} is where we all catch up.",
  'I am the {position} of {childrenCount} children, so our house was never quiet.',
  'My {parent}, {parentJob}, is my closest friend and will be part of this search, in sha Allah.',
  'Family means everything to me: I speak to my {parent} every day and never miss a chance to see my {mySiblings}.',
  'We are a close {familyWord} family in {place}, and I would love my future {spouse} to feel at home with us.',
  'My parents came to {migrantPlace} from {heritagePlace} with very little, and their sacrifices shaped who I am.',
  'Being {auntUncle} to my {siblingKids} is honestly my favourite job, especially when it involves {hobby1}.',
  'Our home in {place} is always full of guests, and I hope to keep that tradition alive in my own.',
  'My {parent} still calls me every evening to ask whether I have eaten, even though I am {age}.',
  'Growing up with {siblings} taught me to share, to compromise and to laugh a lot, and they still tease me about {hobby1}.',
  'My father is {fatherJob} and my mother is {motherJob}; both taught me to work hard and stay humble.',
  'As the {position} of {childrenCount}, I learned early to share, to wait my turn and to laugh at myself.',
] as const;

export const HOBBY_LINES = [
  'In my free time you will find me {hobby1} or {hobby2}.',
  'I love {hobby1}, and lately I have been {hobby2}.',
  'Weekends are for {hobby1}, {hobby2} and good conversation.',
  'Outside work I enjoy {hobby1}; {hobby2} is my newer habit.',
  'My idea of a good Saturday: {hobby1} in the morning and {hobby2} in the afternoon.',
  'I recharge by {hobby1}, and I am trying to get better at {hobby2}.',
  'Friends know me for {hobby1}, and for always suggesting {hobby2}.',
  'When life gets busy, {hobby1} keeps me calm, and {hobby2} keeps me smiling.',
  'I picked up {hobby2} last year and I am still hooked; {hobby1} remains my old favourite.',
  'Ask me about {hobby1} or {hobby2} and I will talk for hours.',
] as const;

export const TRAIT_LINES = [
  'People who know me would describe me as {trait1} and {trait2}.',
  'My friends say I am {trait1}; my siblings would add {trait2}.',
  'I am {trait1} by nature, and I try hard to be {trait2} as well.',
  'I would say I am {trait1} and {trait2}, though you would have to ask my mother to be sure.',
  'Colleagues call me {trait1}; at home I am mostly {trait2}.',
  'I am a {trait1}, {trait2} person who prefers a quiet evening to a crowded party.',
] as const;

export const REVERT_LINES = [
  'I embraced Islam {years} years ago, alhamdulillah, and my family have been supportive ever since.',
  'I took my shahada {years} years ago; it was the best decision of my life.',
  'I found Islam {years} years ago through a friend at work, and I am still learning every day.',
  'I reverted {years} years ago, and the community at my masjid in {place} became a second family.',
] as const;

/** The wish that ends most bios: a start, two qualities and a finish, drawn apart. */
export const SEEKING_START = [
  'I am looking for a {q1} and {q2} {spouse}',
  'In sha Allah I hope to meet someone {q1} and {q2}',
  'I am seeking a {q1}, {q2} {spouse}',
  'I would love to find a {q1}, {q2} partner',
  'What I hope for is a {spouse}, {q1} and {q2},',
  'I pray to meet someone {q1} and {q2}',
  'My hope is a {q1} and {q2} {spouse}',
  'I am ready to meet a {q1}, {q2} {spouse}',
] as const;

export const SEEKING_END = [
  'to build a peaceful home with, based on mercy and respect.',
  'who wants to grow together in deen and in life.',
  'who values family as much as I do.',
  'who can laugh at small things and be patient with big ones.',
  'who sees marriage as a team, with Allah at its centre.',
  'who is ready to involve our families from the start.',
  'to share the journey to Jannah with, in sha Allah.',
  'who is close to their family and kind to mine.',
  'who will be my best friend as well as my {spouse}.',
  'who makes the people around them feel at ease.',
] as const;

export const QUALITIES = [
  'kind',
  'patient',
  'practising',
  'honest',
  'gentle',
  'family-oriented',
  'thoughtful',
  'cheerful',
  'sincere',
  'humble',
  'responsible',
  'God-conscious',
  'easygoing',
  'well-mannered',
  'generous',
  'mature',
] as const;

/** Said by some at the end: how to take the next step. */
export const CLOSINGS = [
  'If you think we might be a good fit, my {wali} would be happy to speak with your family {contactTime}, in {place} or by phone.',
  'Feel free to send a request; I usually reply {contactTime}, and my {wali} will be involved from the start.',
  'If this resonates, I would be glad to hear from you and your {walis}; I am usually free {contactTime}.',
  'Happy to share more once we are in touch, in sha Allah; my {wali} and I read messages {contactTime}.',
  'May Allah bring the right people together at the right time, whether in {place} or far from it.',
  'Thank you for reading this far; if you are ever in {place}, our door and our teapot are open to your family.',
] as const;

/** Sparse bios, for members who wrote little: a line about themselves and a short wish. */
export const SPARSE_SELF = [
  'Assalamu alaikum. {Trait1}, family-oriented {occupation} from {place}.',
  'Salam. Simple, {trait1} and close to my family in {place}.',
  '{Trait1} and practising, {age}, living in {place}.',
  'Assalamu alaikum. I work as {aOccupation} and live near my parents in {place}.',
  'Salam! {age}, {occupation}, {demonym} background, {trait1} at heart.',
] as const;

export const SPARSE_WISH = [
  'Looking for something serious, in sha Allah, and happy to tell the right person and their family more about life in {place}.',
  'Seeking a {q1} {spouse} to share this journey of life and deen with; more details on request, in sha Allah.',
  'I would rather talk than write, so please reach out; I am usually online {contactTime}.',
  'Hoping to meet someone {q1} and sincere who is ready for marriage, with my {wali} involved from the first step.',
  'Not great at writing about myself, but I am sincere about marriage; ask me anything about {hobby1} or {hobby2}.',
] as const;

export const SURAHS = [
  'Al-Mulk',
  'Al-Kahf',
  'Ya-Sin',
  'Ar-Rahman',
  "Al-Waqi'ah",
  'Maryam',
  'Yusuf',
  'Al-Hujurat',
  'As-Sajdah',
  'Al-Insan',
  'Ad-Duha',
  'Al-Muzzammil',
] as const;
