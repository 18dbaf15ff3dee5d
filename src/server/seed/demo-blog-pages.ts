/** The demo's CMS pages: guidance an admin writes and edits in the CMS rather than in code. */
export const DEMO_PAGES = [
  {
    title: 'Safety Tips',
    excerpt:
      'How to stay safe while you search: protecting your details, meeting with family and spotting scams.',
    body: [
      '<p>Your safety comes first. These habits protect you and make every conversation more comfortable.</p>',
      '<h2>Protect your details</h2>',
      '<ul><li>Keep conversations on Mithaq until you trust the person.</li><li>Do not share your address, workplace or financial details early on.</li><li>Use photo privacy if you prefer your photos to be seen only after a connection.</li></ul>',
      '<h2>Meet the halal way</h2>',
      '<ul><li>Involve your wali or family before meeting.</li><li>Meet in a public place, with a mahram or family member present.</li><li>Tell someone you trust where you are going.</li></ul>',
      '<h2>Spot a scam</h2>',
      '<p>Never send money, however moving the story. Requests for money, gift cards, investments or help with visas are the clearest sign of a scam. Report the profile and block it: our moderators review every report.</p>',
    ],
  },
  {
    title: 'Community Guidelines',
    excerpt: 'The conduct we expect from every member: honesty, respect and conversations that stay halal.',
    body: [
      '<p>Mithaq is a place to search for a spouse with dignity. Every member agrees to these guidelines.</p>',
      '<h2>Be honest</h2>',
      '<p>Use your own recent photos and describe yourself truthfully, including your marital status and your intentions.</p>',
      '<h2>Be respectful</h2>',
      '<p>Speak to others as you would in front of your family. Harassment, explicit messages and pressure of any kind lead to removal.</p>',
      '<h2>Keep it halal</h2>',
      '<p>Conversations are for getting to know a potential spouse. Involve families early, and meet only with a mahram or family present.</p>',
      '<p>If someone breaks these guidelines, please report them. Reports are confidential.</p>',
    ],
  },
] as const;
