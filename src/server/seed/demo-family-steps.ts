/**
 * Bringing in the families, line by line, each said by the man or the woman in one of a few ways. Steps
 * that meet in person are for members living in the same part of the world; the others call.
 */
export const FAMILY_STEPS: readonly {
  inPerson: boolean;
  lines: readonly (readonly ['man' | 'woman', readonly string[]])[];
}[] = [
  {
    inPerson: false,
    lines: [
      [
        'woman',
        [
          'Before we go further, I would like my {wali} to be part of our conversations. Is that alright with you, {man}?',
          'I should say early on: my {wali} will be involved in this from the start, in sha Allah. I hope that is okay.',
          '{man}, I would feel more comfortable if my {wali} joined our conversations from here on.',
        ],
      ],
      [
        'man',
        [
          'Of course, I would prefer that too. My {manFamily} would be glad to speak with him.',
          'Absolutely, that is how it should be. Please tell him I would be happy to talk whenever suits him.',
          'I respect that a lot, {woman}. My {manFamily} will want to be involved too.',
        ],
      ],
      [
        'woman',
        [
          'JazakAllahu khayran. I will tell him tonight, in sha Allah.',
          'Thank you for understanding. I will speak to him before {day}.',
          'That means a lot, {man}. I will let him know after Maghrib.',
        ],
      ],
    ],
  },
  {
    inPerson: false,
    lines: [
      [
        'man',
        [
          'I would like my {manFamily} to call your family, if you are comfortable with that.',
          '{woman}, would your family be open to a call from my {manFamily} this week?',
          'My {manFamily} keeps asking when they can speak to your family. Would {day} work?',
        ],
      ],
      [
        'woman',
        [
          'Yes, that would be good. My {wali} is usually free after Maghrib on {day}.',
          'I think they would like that. My {wali} finishes work early on {day}, so the evening is best.',
          'In sha Allah. Let me ask my {wali} which evening suits him and I will tell you by {day}.',
        ],
      ],
      [
        'man',
        [
          'JazakAllahu khayran. I will let them know, in sha Allah.',
          'Perfect, JazakAllahu khayran. They will be happy.',
          'Sounds good, {woman}. I will pass it on tonight.',
        ],
      ],
    ],
  },
  {
    inPerson: true,
    lines: [
      [
        'woman',
        [
          'My {wali} asked whether your family would like to visit us for tea on {day}.',
          '{man}, my mother would love to have your family over for tea on {day}, with my {wali} of course.',
        ],
      ],
      [
        'man',
        [
          'That is very kind. My {manFamily} would be honoured. Shall we say after Asr?',
          'JazakAllahu khayran, {woman}. My {manFamily} will insist on bringing something sweet!',
        ],
      ],
      [
        'woman',
        [
          'We look forward to it. I will share the address with your family through my {wali}.',
          'In sha Allah. My {wali} will send the address to your {manFamily}.',
        ],
      ],
    ],
  },
  {
    inPerson: false,
    lines: [
      [
        'man',
        [
          'My {manFamily} asked about your family today. Would they be open to a video call first?',
          'Since we live far apart, would your family be open to a video call with my {manFamily}?',
          '{woman}, what do you think about our families meeting on a video call before anything else?',
        ],
      ],
      [
        'woman',
        [
          'I think so. Let me check with my {wali} and get back to you by {day}.',
          'That is a good idea, {man}. My {wali} is more comfortable with calls than messages anyway.',
          'Yes, in sha Allah. My {wali} will want to ask your {manFamily} a few questions, so be prepared!',
        ],
      ],
    ],
  },
  {
    inPerson: false,
    lines: [
      [
        'woman',
        [
          'I have been talking to my {wali} about you. He would like to speak with you directly, if that is okay.',
          '{man}, my {wali} asked if he could call you this week. He likes to know who I am talking to.',
        ],
      ],
      [
        'man',
        [
          'Of course, I would be glad to. Please share his number, or he can message me here.',
          'Of course, {woman}. I would be happy to speak with him on {day}, or any evening.',
          'I would like that. It is better this way for both of us.',
        ],
      ],
      [
        'woman',
        [
          'I will send you his number, in sha Allah. He is easy to talk to, do not worry!',
          'JazakAllahu khayran. He is kind, just very protective of me.',
          'Thank you, {man}. I will tell him to expect your call.',
        ],
      ],
    ],
  },
  {
    inPerson: true,
    lines: [
      [
        'man',
        [
          "My {manFamily} would like to meet your family. Could we all meet at the masjid after Jumu'ah this Friday?",
          "{woman}, would your family be open to meeting mine after Jumu'ah? Somewhere public and simple.",
        ],
      ],
      [
        'woman',
        [
          'That sounds nice and simple. I will ask my {wali} tonight, in sha Allah.',
          "I like that idea, {man}. My {wali} goes to Jumu'ah there anyway, so it is easy.",
        ],
      ],
    ],
  },
];
