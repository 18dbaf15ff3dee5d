/**
 * The demo blog's articles: what a Muslim marriage site would publish for its members and their
 * families. `days` is how long ago it was published (negative: scheduled that far ahead); `cover` picks
 * the palette of its generated cover image.
 */
export type DemoArticle = {
  title: string;
  category: string;
  tags: string[];
  days: number;
  featured?: boolean;
  excerpt?: string;
  cover: number;
  body: string[];
};

const h2 = (text: string) => `<h2>${text}</h2>`;
const p = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Ten Questions to Ask Before Nikah',
    category: 'Marriage Preparation',
    tags: ['nikah', 'communication'],
    days: 3,
    featured: true,
    cover: 0,
    excerpt:
      'The conversations that matter most happen before the wedding. Here are ten questions couples and their families should talk through.',
    body: [
      p(
        'Compatibility is not luck. It is discovered through honest conversation, ideally with a wali or a trusted family member present. These questions help both of you see whether your paths fit together.',
      ),
      h2('Faith and daily life'),
      list([
        'How do you practise day to day, and where do you hope to grow?',
        'What role will the masjid and community play in our home?',
        'How do you want to raise children in the deen?',
      ]),
      h2('Family and home'),
      list([
        'Where do you expect to live, and near whom?',
        'How involved will our parents be in our decisions?',
        'How do you see the division of work inside and outside the home?',
      ]),
      h2('Money and the future'),
      list([
        'How do you handle money, debt and saving?',
        'What mahr feels right to both families?',
        'What are your career plans for the next five years?',
        'What does a good marriage look like to you?',
      ]),
      quote('Take your time. A question asked kindly before nikah spares a great deal of hurt after it.'),
      p(
        'Write your answers down, compare them with your families and make istikhara. Agreement on everything is not the goal; understanding each other is.',
      ),
    ],
  },
  {
    title: 'Why Your Wali Matters, Even Online',
    category: 'Family & Wali',
    tags: ['wali', 'family'],
    days: 7,
    featured: true,
    cover: 1,
    body: [
      p(
        'A wali is not a gatekeeper standing in your way. He is a guardian who knows you, cares for your wellbeing and asks the questions you may feel shy to ask.',
      ),
      h2('What a wali does'),
      list([
        'Speaks with the prospective spouse and his family',
        'Checks references and character',
        'Is present, or informed, when you meet',
        'Helps agree the mahr and the nikah arrangements',
      ]),
      p(
        'On Mithaq you can invite your wali or a parent to read your conversations. The person you are speaking with sees that your guardian is present before they write a word, which keeps every conversation respectful.',
      ),
      quote(
        'Involving family early is a blessing: it brings experience, protection and du’a to your search.',
      ),
      p(
        'If you are a revert or your family is far away, an imam or a trusted elder from your community can take this role.',
      ),
    ],
  },
  {
    title: 'Recognising Romance Scams: A Practical Guide',
    category: 'Online Safety',
    tags: ['safety'],
    days: 12,
    featured: true,
    cover: 2,
    body: [
      p(
        'Most members are sincere. A few are not, and they follow patterns that are easy to spot once you know them.',
      ),
      h2('Warning signs'),
      list([
        'They ask to move to WhatsApp or Telegram within the first messages',
        'They cannot meet or video call, always with a new excuse',
        'They mention money, investments, visas or a sudden emergency',
        'Their story changes, or their photos look like a model’s portfolio',
      ]),
      h2('What to do'),
      list([
        'Keep conversations on Mithaq until you trust the person',
        'Never send money, gift cards or documents',
        'Report the profile: our moderators review every report',
        'Block them: they disappear from your lists at once',
      ]),
      p(
        'Trust your instincts, and talk to your family. A sincere person will understand your caution and respect it.',
      ),
    ],
  },
  {
    title: 'Mahr Explained: Meaning, Not a Price',
    category: 'Marriage Preparation',
    tags: ['mahr', 'nikah'],
    days: 18,
    cover: 3,
    body: [
      p(
        'The mahr is the bride’s right, given by the groom as a gift. It belongs to her alone and is a sign of commitment, not a price paid for a person.',
      ),
      h2('How families agree it'),
      p(
        'Scholars encourage a mahr that is meaningful yet easy. Families consider the groom’s means, local custom and what the bride would value. Some choose gold, some a sum of money, some the teaching of Qur’an.',
      ),
      quote('The most blessed marriage is the one with the least burden.'),
      p(
        'Discuss it early, openly and with both families, so that the day of the nikah is about joy rather than negotiation.',
      ),
    ],
  },
  {
    title: 'Istikhara: Asking Allah for Guidance in Choosing a Spouse',
    category: 'Marriage Preparation',
    tags: ['istikhara', 'nikah'],
    days: 25,
    cover: 4,
    body: [
      p(
        'Salat al-istikhara is a prayer for guidance when a decision is permissible and you are unsure which way is best. Choosing a spouse is one of the most important decisions of a lifetime.',
      ),
      h2('How to pray it'),
      p(
        'Pray two rak’ahs of voluntary prayer, then recite the du’a of istikhara, naming the person and the matter. Then continue taking the practical steps: speaking with family, asking questions and seeking advice.',
      ),
      p(
        'Istikhara is not about waiting for a dream. Guidance often comes as ease, or as obstacles that make the path clear.',
      ),
    ],
  },
  {
    title: 'Writing a Profile That Reflects the Real You',
    category: 'Profile Tips',
    tags: ['profile'],
    days: 30,
    cover: 5,
    body: [
      p(
        'Profiles that lead to marriages are specific and honest. They tell the reader who you are and what home you hope to build.',
      ),
      h2('Do'),
      list([
        'Describe a normal week: work, family, the masjid, hobbies',
        'Say what you are looking for in character, not only in looks',
        'Mention how involved your family will be',
      ]),
      h2('Avoid'),
      list(['Lists of demands', 'Copying a template', 'Photos that are years old']),
      p('A complete profile also scores better in compatibility matching, because there is more to compare.'),
    ],
  },
  {
    title: 'The First Family Meeting: What to Expect',
    category: 'Family & Wali',
    tags: ['family', 'communication'],
    days: 38,
    cover: 6,
    body: [
      p(
        'After a few conversations, families usually meet. This is where intentions become real, and it is natural to feel nervous.',
      ),
      h2('Before the visit'),
      list([
        'Agree who will attend',
        'Share what each family hopes to learn',
        'Prepare a few questions of your own',
      ]),
      h2('During the visit'),
      p(
        'Be yourself. Parents are looking for sincerity and good manners more than perfect answers. Let the conversation flow, and remember that both families are getting to know each other too.',
      ),
    ],
  },
  {
    title: 'Finding a Spouse as a Revert',
    category: 'Family & Wali',
    tags: ['reverts', 'wali'],
    days: 46,
    cover: 7,
    body: [
      p(
        'Reverts often search without Muslim parents to introduce them. That can feel isolating, but you are not alone.',
      ),
      p(
        'Ask an imam or a respected brother or sister to act as your wali or mentor. Be open on your profile about your journey: many members value a spouse who chose Islam with conviction.',
      ),
      quote('Your story is part of who you are. Share it with the right person at the right time.'),
    ],
  },
  {
    title: 'Balancing Career Ambitions and Marriage',
    category: 'Married Life',
    tags: ['communication', 'family'],
    days: 55,
    cover: 8,
    body: [
      p(
        'Many members are building careers while they search. The key is not choosing one over the other but agreeing on a shared plan.',
      ),
      h2('Talk about it early'),
      p(
        'Share where you expect to be in five years, how often you travel for work, and how you imagine childcare and household work. Couples who plan together adapt together.',
      ),
    ],
  },
  {
    title: 'Good Manners in Online Conversations',
    category: 'Online Safety',
    tags: ['communication', 'safety'],
    days: 63,
    cover: 9,
    body: [
      p(
        'Halal interaction is about intention and conduct. Keep conversations purposeful, respectful and free of anything you would not say in front of your family.',
      ),
      list([
        'Greet with salam and introduce yourself',
        'Ask about values and plans rather than appearances',
        'Involve your families once there is mutual interest',
        'End politely if it is not a fit: a kind word costs nothing',
      ]),
    ],
  },
  {
    title: 'The First Year of Marriage: Building Good Habits',
    category: 'Married Life',
    tags: ['communication'],
    days: 71,
    cover: 10,
    body: [
      p(
        'The first year sets patterns that last. Pray together when you can, keep short accounts and make time for each other’s families.',
      ),
      p(
        'Disagreements are normal. What matters is how you return to each other: with patience, forgiveness and good humour.',
      ),
    ],
  },
  {
    title: 'Preparing for Ramadan as a Newly Married Couple',
    category: 'Married Life',
    tags: ['family'],
    days: -2,
    cover: 11,
    excerpt: 'Your first Ramadan together is a chance to build traditions that will last a lifetime.',
    body: [
      p(
        'Plan your suhoor and iftar routines together, decide which family iftars you will attend, and set shared goals for Qur’an and charity.',
      ),
      p('Small traditions started in your first Ramadan often become the ones your children remember.'),
    ],
  },
];
