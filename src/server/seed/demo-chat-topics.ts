/**
 * Questions that matter, each asked in a few ways and answered in a few; either member may ask. In an
 * answer {me...} is the one answering and {you} the one asking.
 */
export const TOPICS: readonly { asks: readonly string[]; answers: readonly string[] }[] = [
  {
    asks: [
      'May I ask what you are looking for in a marriage, in sha Allah?',
      'What are you hoping for in a marriage, {me}?',
      '{me}, what does a good marriage look like to you?',
    ],
    answers: [
      'Someone practising and kind, who sees marriage as a partnership. A home with mercy in it. And you, {you}?',
      'Honestly, a best friend who helps me stay close to Allah. Everything else follows from that.',
      'Calm, respect and laughter. My parents have that after thirty years, and I would love the same.',
      'A home where the deen is lived, not lectured, and where both families feel welcome in {mePlace}.',
    ],
  },
  {
    asks: [
      'What qualities matter most to you in a spouse?',
      'If you had to pick three qualities in a spouse, what would they be?',
      '{me}, what matters most to you in the person you marry?',
    ],
    answers: [
      'Good character, patience, and honesty even when it is difficult. The rest we can learn together.',
      'Someone {meTrait} like me would be nice, but mostly someone who prays and keeps their word.',
      'Kindness, prayer and a sense of humour. I am {meTrait}, so someone who balances me would be good.',
      'Someone who is respectful to their parents. How a person treats family says everything.',
    ],
  },
  {
    asks: [
      'How do you see roles in a marriage?',
      'How would you like to share responsibilities at home?',
      'Can I ask how you see husband and wife sharing life, {me}?',
    ],
    answers: [
      "As a team: we decide together, support each other's goals and share the load at home.",
      'My parents in {mePlace} always split things by who is better at what. That worked well for them.',
      'The Prophet, peace be upon him, helped at home, so I do not believe in keeping score. We help each other.',
      'With a lot of talking! I think most problems come from assumptions, so I would rather we plan things openly.',
    ],
  },
  {
    asks: [
      'Where do you see yourself living in five years?',
      'Would you be open to relocating after marriage?',
      '{me}, are you settled where you are, or open to moving one day?',
    ],
    answers: [
      'Close to family, somewhere near {mePlace} ideally, with a small home full of guests, in sha Allah.',
      'Somewhere near my parents, though I could move if it made sense for us. {mePlace} will always be home.',
      'I am open. Work as {meJob} can be done in many places, and what matters is that we both feel settled.',
    ],
  },
  {
    asks: [
      'How involved are your parents in this search?',
      'Does your family know we are talking?',
      '{me}, how much are your parents part of all this?',
    ],
    answers: [
      'Very involved, and I am happy about that. They would love to meet your family when the time is right.',
      'My {meParent} reads every profile before I do, honestly. So yes, very involved!',
      'Yes, my {meParent} knows and sends salam. They trust me, but they want to be part of the process.',
      'They know, alhamdulillah. My {meParent} keeps asking when they can speak to your family!',
    ],
  },
  {
    asks: [
      'What does a normal weekend look like for you?',
      'How do you usually spend your free time?',
      'Tell me about your weekends, {me}. What do they usually look like?',
    ],
    answers: [
      'Family lunch, {meHobby} if I get the time, and the masjid in the evening. Quite simple, alhamdulillah.',
      'Mostly {meHobby}, visiting relatives and catching up on sleep after a week as {meJob}.',
      'Saturday is for {meHobby}; Sunday is for my {meParent}, who always has a list of jobs for me.',
    ],
  },
  {
    asks: [
      'How would you describe your practice at the moment?',
      'What does your relationship with the deen look like day to day?',
      '{me}, if you do not mind me asking, how is your practice these days?',
    ],
    answers: [
      'I keep my prayers and try to read Quran every day, even a little. I want to keep growing, not stand still.',
      'Five prayers, a weekly halaqa in {mePlace} and a lot of podcasts on the commute. Still learning.',
      'Better than a few years ago, alhamdulillah. I am working on Fajr on time, which is the hardest one for me.',
    ],
  },
  {
    asks: [
      'What are your plans for work after marriage?',
      'How do you balance work and home?',
      '{me}, how do you see work fitting in after marriage?',
    ],
    answers: [
      'I would like to keep working as {meJob}, but with balance. Family comes first, and we would decide together.',
      'Being {meJob} can be demanding, so I protect my evenings. I would want the same for us.',
      'I want to grow in my career, but not at the cost of my family. I have seen people regret that.',
    ],
  },
  {
    asks: [
      'Do you see yourself wanting children one day?',
      'How do you imagine family life in a few years?',
      '{me}, have you thought about children and family life?',
    ],
    answers: [
      'In sha Allah, yes, when Allah wills. I would love them to grow up close to their grandparents.',
      'Yes, in sha Allah. I would want them to grow up in {mePlace}, near family and a good masjid.',
      'A busy kitchen, children learning Quran at the masjid, and grandparents spoiling them. That is my dream.',
      'If Allah blesses us with children, I want them to love the deen, not just follow rules.',
    ],
  },
  {
    asks: [
      'What is something you are working on improving in yourself?',
      'What is your biggest weakness, honestly?',
      'What are you working on in yourself at the moment, {me}?',
    ],
    answers: [
      'Patience, honestly. Work as {meJob} tests it daily. I am getting better, alhamdulillah.',
      'My phone! I am trying to spend less time on it and more on {meHobby} or with family.',
      'I overthink things. Writing things down and praying istikhara help me a lot.',
      'Saying no! I take on too much at work and at the masjid. My {meParent} tells me this often.',
    ],
  },
  {
    asks: [
      'Have you done Umrah or Hajj yet?',
      'Have you been on Umrah or Hajj?',
      '{me}, have you been for Umrah yet?',
    ],
    answers: [
      'Umrah once with my parents, and it changed me. Hajj is on my list, in sha Allah, ideally with my spouse.',
      'Umrah twice, alhamdulillah, once with my {meParent}. I cried the whole first day.',
      'Not yet. I have been saving for Umrah and hope to go next year, in sha Allah.',
      'Not yet, but I would love to see Madinah in Ramadan, in sha Allah.',
    ],
  },
  {
    asks: [
      'How do you handle disagreements?',
      'What do you do when you are upset with someone?',
      '{me}, how are you when you disagree with someone?',
    ],
    answers: [
      'I cool down first, then talk it through calmly. I never want to sleep upset with someone I love.',
      'Honestly, {meHobby} helps me clear my head first. Then I talk.',
      'I go quiet for a bit, then I come back and talk. I am learning to say how I feel sooner.',
      'Wudu and a walk, honestly. Then I am ready to listen properly.',
    ],
  },
  {
    asks: [
      'What do you enjoy most about living in {mePlace}?',
      'What do you like about where you live?',
      '{me}, what keeps you in {mePlace}?',
    ],
    answers: [
      'The masjid community, and that my family is twenty minutes away. And the food, of course.',
      'Being close to my {meParent}, mostly. And the good spots for {meHobby}.',
      'It has everything I need and my favourite spot for {meHobby}. Winters are another story!',
      'The people. Our neighbours in {mePlace} have become like family over the years.',
    ],
  },
  {
    asks: [
      'How do you feel about living near in-laws?',
      'Would you want to live close to your parents?',
      '{me}, how do you feel about in-laws living close by?',
    ],
    answers: [
      'Near is lovely; I would want us to care for both our families. We can work out the details together.',
      'Yes, my {meParent} is getting older and I want to be there for them. I hope my spouse understands that.',
      'Close, but in our own home. I think that keeps everyone happy.',
    ],
  },
];
