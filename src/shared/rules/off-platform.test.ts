import { describe, expect, it } from 'vitest';
import { leavesPlatform, offPlatformKinds, type TOffPlatformKind } from './off-platform.ts';

/** Messages that must ask the sender to confirm, with every kind they contain. */
const POSITIVES: [string, TOffPlatformKind[]][] = [
  // phone numbers, however written
  ['Call me on 07700900123', ['phone']],
  ['my no is +44 7700 900123', ['phone']],
  ['0 7 7 0 0 9 0 0 1 2 3', ['phone']],
  ['07.70.09.00.12', ['phone']],
  ['077-009-00123 anytime after isha', ['phone']],
  ['(077) 009 00123', ['phone']],
  ['٠٧٧٠٠٩٠٠١٢٣', ['phone']],
  ['رقمي ٠٧٧٠ ٠٩٠ ٠١٢٣', ['phone']],
  ['۰۹۱۲ ۳۴۵ ۶۷۸۹', ['phone']],
  ['0\u200B7\u200B7\u200B0 0\u200B9 0\u200B0 1\u200B2\u200B3', ['phone']],
  ['zero seven seven zero zero nine zero zero one two three', ['phone']],
  ['+971 50 123 4567', ['phone']],
  ['0501234 is my home line', ['phone']],
  ['can I have your number?', ['phone']],
  ['give me your phone number please', ['phone']],
  ['ممكن رقمك؟', ['phone']],
  // e-mail addresses
  ['write to me: aisha.k@gmail.com', ['email']],
  ['ali_99@outlook.co.uk', ['email']],
  ['aisha at gmail dot com', ['email']],
  ['aisha [at] hotmail [dot] com', ['email']],
  ['aisha (at) proton (dot) com', ['email']],
  ['just email me instead', ['email']],
  ['my gmail is the same as my name', ['email']],
  // links and bare domains
  ['see https://example.org/profile', ['link']],
  ['www.mysite.net', ['link']],
  ['wa.me/447700900123', ['link']],
  ['t.me/aisha_k', ['link']],
  ['look me up on example.com', ['link']],
  ['bit.ly/3xYz', ['link']],
  ['my page is aisha dot com', ['link']],
  // messengers, social networks and handles
  ['do you have whatsapp?', ['handle']],
  ["let's talk on What's App", ['handle']],
  ['add me on telegram', ['handle']],
  ['my snap is aishak', ['handle']],
  ['insta: aisha.k', ['handle']],
  ['follow me @aisha_k', ['handle']],
  ['add me on there, easier', ['handle']],
  ['we can talk on signal', ['handle']],
  ['عندك واتساب؟', ['handle']],
  ['ضيفني على سناب', ['handle']],
  ['تلغرام أسهل', ['handle']],
  // money and payment
  ['can you send money for my visa', ['money']],
  ['I need money urgently', ['money']],
  ['send it by Western Union', ['money']],
  ['buy me a gift card', ['money']],
  ['I trade bitcoin, let me show you', ['money']],
  ['crypto investment opportunity', ['money']],
  ['do a bank transfer to my IBAN', ['money']],
  ['paypal is fine', ['money']],
  ['lend me 200 until Friday', ['money']],
  ['أرسل لي حوالة', ['money']],
  ['محتاجة فلوس', ['money']],
  // several at once
  ['whatsapp me on 07700 900 123', ['phone', 'handle']],
  ['pay to aisha@paypal.me via paypal', ['email', 'money']],
];

/** Ordinary chat that must go straight through. */
const NEGATIVES: string[] = [
  'Assalamu alaikum, how are you?',
  'See you at 7:30 after maghrib',
  "I'm 27 and work as an engineer",
  'I graduated in 2024',
  'We moved here between 2019 and 2024',
  'I lived there 2015-2020',
  'My birthday is 12/05/1997',
  'The wedding date 2025-06-14 suits my family',
  'I have 3 brothers and 2 sisters',
  'My height is 5\'11"',
  'Room 101, floor 3',
  'Read surah 18 verse 10',
  'What are your thoughts on the mahr?',
  'My family thinks the mahr should be modest',
  'A mahr of 5,000 is common where I live',
  'I saw a polka dot dress',
  'The dotted line on the form',
  'meet me@home',
  'I like him.Then we talked',
  'e.g. reading, hiking, etc.',
  "I'll be at work dot dot dot",
  'Oh snap, I forgot!',
  'The train had no signal',
  'ig that works',
  'I love the Messenger ﷺ and his sunnah',
  'My line of work is nursing',
  "That's the number one thing for me",
  'Money is not important to me in a marriage',
  'I send my greetings to your mother',
  'Where did you study?',
  'I work in banking, mostly audits',
  'I have a student loan I am paying off',
  'We should talk about the mahr with our families',
  'عمري ٢٧ سنة',
  'السلام عليكم ورحمة الله',
  'المهر يجب أن يكون ميسرا',
  'موعدنا الساعة ٧:٣٠',
  'تخرجت سنة ٢٠٢٢',
  'What time works for you, 8 or 9?',
  'Instant replies are not my thing',
  'I graduated with a 3.85 GPA',
  'I can pray with you at 5 45',
  'Whats appropriate for a first meeting?',
];

describe('offPlatformKinds', () => {
  it('has a corpus large enough to mean something', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(40);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(POSITIVES)('flags %j as %j', (text, kinds) => {
    expect(offPlatformKinds(text)).toEqual(kinds);
    expect(leavesPlatform(text)).toBe(true);
  });

  it.each(NEGATIVES)('lets %j through', (text) => {
    expect(offPlatformKinds(text)).toEqual([]);
    expect(leavesPlatform(text)).toBe(false);
  });
});
