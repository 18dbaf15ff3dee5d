/**
 * What demo chats are made of: what the platform encourages between two members who accepted each other,
 * in order: salam, a word about the other's profile, a few questions that matter (deen, family, plans),
 * bringing in the families and the wali, and a kind goodbye. Every line names something of the two
 * members ({a} asked, {b} accepted; {bJob} is what b does), and each stage has many ways of saying it,
 * so no two chats read alike (the questions are in demo-chat-topics.ts, the families' step in
 * demo-family-steps.ts). demo-chats.ts picks and times them.
 */

export const GREETINGS = [
  'Assalamu alaikum {b}, thank you for accepting my request. I hope you are well.',
  'Salam {b}! I hope your week in {bPlace} has been kind to you.',
  'Assalamu alaikum wa rahmatullah, {b}. JazakAllahu khayran for accepting.',
  'Assalamu alaikum {b}. I am {a}; thank you for connecting.',
  'Salam alaikum {b}, I hope you and your family are well. Thank you for accepting my request.',
  'Assalamu alaikum! {b}, I hope this finds you in good health and iman.',
  'Salam {b}, thank you for accepting. I will keep this respectful and to the point, in sha Allah.',
  'Assalamu alaikum {b}, I hope your day is going well. I am glad you accepted.',
] as const;

export const GREETING_REPLIES = [
  'Wa alaikum assalam {a}, alhamdulillah I am well, thank you. How are you?',
  'Wa alaikum salam! Alhamdulillah, busy but good. How is everything in {aPlace}?',
  'Wa alaikum assalam wa rahmatullah. Nice to meet you, {a}.',
  'Wa alaikum assalam {a}. Alhamdulillah, all well here. Thank you for your kind message.',
  'Wa alaikum salam, {a}. Thank you, and may Allah make this easy for us both.',
  'Wa alaikum assalam. Alhamdulillah, a busy week but a good one. I hope you are well too, {a}.',
  'Wa alaikum assalam {a}! Alhamdulillah. I appreciate you reaching out respectfully.',
] as const;

/** [a remarks on b's profile, b answers], each in a few ways. */
export const PROFILE_REMARKS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    [
      'I read that you work as {bJob}. How did you choose that path?',
      'So you are {bJob}, mashallah. Was that always the plan?',
    ],
    [
      'I always liked being useful to people in a practical way. Being {bJob} is tiring some days, but it feels worthwhile.',
      'Honestly, I fell into it after university, and now I cannot imagine doing anything else.',
      'My {bParent} pushed me towards it, and I am grateful. It is hard work, but honest work.',
    ],
  ],
  [
    [
      'Your profile says you enjoy {bHobby}. That made me smile.',
      'I noticed you are into {bHobby}. How did that start?',
    ],
    [
      'Ha, yes! It is my way of switching off after work. What do you do to unwind, {a}?',
      'A friend got me into it years ago and I never stopped. You should try it sometime, {a}.',
      'It keeps me sane during busy weeks, honestly.',
    ],
  ],
  [
    [
      'I noticed you live in {bPlace}. Have you always lived there?',
      'How do you find life in {bPlace}, {b}?',
    ],
    [
      'I grew up there, and my family is close by, which I love. Have you been to {bPlace}?',
      'I like it. The community is strong, and there is always a masjid nearby. It is home.',
      'Honestly, I love it. The winters could be kinder, but the people make up for it.',
    ],
  ],
  [
    [
      'What you wrote about family really stayed with me, {b}.',
      'I liked what you wrote about your family, {b}.',
    ],
    [
      'JazakAllahu khayran. Family is everything to me, so I am glad it came through.',
      'Thank you, {a}. They are a lot, but they are my people.',
      'That is kind of you. My {bParent} helped me write that part, to be honest!',
    ],
  ],
  [
    [
      'I liked how honest your profile was. It is rare.',
      'Your profile felt very genuine, {b}. I appreciated that.',
    ],
    [
      'Thank you, {a}. I would rather someone knows the real me from the start.',
      'JazakAllahu khayran. I tried not to make it sound like a CV.',
      'That means a lot. I rewrote it three times!',
    ],
  ],
  [
    ['{bJob} and {bHobby}: your profile made me curious. How do you find time for both?'],
    [
      'Barely! Weekends help, and my family is patient with me. What about you, what keeps you busy as {aJob}?',
      'I make time for what I love. Work as {bJob} is busy, but {bHobby} keeps me balanced.',
    ],
  ],
  [
    [
      'I was happy to see you mention your deen first in your profile.',
      'It was nice that your profile starts with your faith, {b}.',
    ],
    [
      'It is the most important thing for me, so it felt right to start there.',
      'Everything else in my life sits on that, so it had to come first.',
      'Alhamdulillah. I want whoever reads it to know what matters to me.',
    ],
  ],
];

/** [the one closing, the other's answer], each in a few ways; {you} is the one spoken to. */
export const CLOSINGS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    [
      'JazakAllahu khayran for your time today, {you}.',
      'JazakAllahu khayran, {you}. This was a good conversation.',
    ],
    [
      'Wa iyyak, {you}. Have a blessed day.',
      'Wa iyyakum. Likewise, {you}, take care.',
      'Wa iyyak. Speak soon, in sha Allah.',
    ],
  ],
  [
    [
      'No rush at all. May Allah make it easy for both of us.',
      'Let us take it step by step, {you}. May Allah make it easy.',
    ],
    [
      'Ameen. Speak soon, in sha Allah.',
      'Ameen, ya Rabb. Have a good week, {you}.',
      'Ameen. Give my salam to your family.',
    ],
  ],
  [
    [
      'I have to go now, it is nearly time to pray. Thank you for a good conversation, {you}.',
      'Time for salah here, {you}. Talk later, in sha Allah.',
    ],
    [
      'Thank you too. Take care, and give my salam to your family.',
      'Of course, go ahead. Remember me in your dua!',
      'Take care, {you}. Salam.',
    ],
  ],
  [
    [
      'Let us both pray istikhara and see where Allah guides us.',
      'I think we should each pray istikhara this week, {you}.',
    ],
    [
      'Agreed. May Allah choose what is best for us both, {you}.',
      'Yes, that is wise. I will, in sha Allah.',
      'Agreed. I already started, to be honest.',
    ],
  ],
  [
    [
      'I will get back to you after speaking with my family, in sha Allah.',
      'Let me talk to my family this weekend, {you}, and I will come back to you.',
    ],
    [
      'Take your time, {you}. There is no rush.',
      'Of course. I will wait to hear from you, in sha Allah.',
      'Sounds good. My family sends their salam, by the way.',
    ],
  ],
  [
    [
      'Have a good week, {you}. Looking forward to hearing from you.',
      'I will leave it there for today. Looking forward to hearing from you, {you}.',
    ],
    ['You too, in sha Allah. Salam!', 'Thank you, {you}. Salam alaikum.', 'In sha Allah. Take care.'],
  ],
  [
    [
      'This was really nice, {you}. JazakAllahu khayran for being so open.',
      'I appreciate how honest you have been, {you}.',
    ],
    [
      'The same to you. It makes everything easier.',
      'JazakAllahu khayran, {you}. I feel the same.',
      'Thank you, {you}. Being open from the start matters to me too.',
    ],
  ],
];

export const DAYS = ['Saturday', 'Sunday', 'Friday', 'Thursday', 'Monday'] as const;
