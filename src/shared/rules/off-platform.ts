/**
 * Signs that a chat message tries to move the conversation off Mithaq or asks for money (issue 23
 * item 6): the server asks the sender to confirm such a message and marks it for the recipient's
 * safety notice. Nothing is ever blocked on this rule alone, so it leans towards catching a real
 * number or handle, yet stays quiet on ordinary chat: times, ages, years, dates, amounts of a mahr.
 */

/** The 409 code of a chat send that needs its sender's confirmation first (zod-free, for the web too). */
export const OFF_PLATFORM_CONFIRM = 'OFF_PLATFORM_CONFIRM';

export const OFF_PLATFORM_KINDS = ['phone', 'email', 'link', 'handle', 'money'] as const;
export type TOffPlatformKind = (typeof OFF_PLATFORM_KINDS)[number];

/** Direction marks and zero-width characters hide nothing from a reader but split a number for a regex. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u061C\uFEFF]/g;

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** NFKC folds full-width digits and letters; Arabic-Indic (٠-٩) and Persian (۰-۹) digits are folded here. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine)\b/g, (word) => DIGIT_WORDS[word] ?? word);
}

// ---- e-mail: a real address, or one written out ("ali at gmail dot com", "ali [at] gmail (dot) com").

// Parts are bounded (RFC lengths: 64 for the local part, 63 a label): an unbounded `+` rescans the
// rest of a long run from every position, and a 2,000-character message must not cost a list read.
const EMAIL = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}/g;
const AT = String.raw`\s*(?:@|[([{]\s*at\s*[)\]}]|\bat\b)\s*`;
const DOT = String.raw`\s*(?:\.|[([{]\s*dot\s*[)\]}]|\bdot\b)\s*`;
const WRITTEN_EMAIL = new RegExp(
  String.raw`\b[a-z0-9._-]{1,64}${AT}[a-z0-9-]{1,63}${DOT}(?:com|net|org|co|fr|de|uk)\b`,
  'g',
);
/** A mail provider or an invitation to write by e-mail says the same without an address. */
const EMAIL_WORDS =
  /\b(?:gmail|hotmail|yahoo ?mail|outlook\.|icloud|proton ?mail|e-?mail me|my e-?mail|your e-?mail)\b/;

// ---- links: a scheme, www., a messenger's short link, or a bare domain with a known ending.

/**
 * Endings that are not also everyday words or abbreviations ("it.is", "him.me", "i.e." stay quiet);
 * `me` counts only behind the messengers' link hosts (wa.me, t.me).
 */
const TLDS =
  'com|net|org|info|biz|io|co|app|ly|gg|link|xyz|site|online|store|live|club|top|ru|uk|ca|de|fr|nl|sa|ae|eg|pk|iq|jo|ma|tn|dz|tr|qa|kw|om|bh|lb|ng';
const LINK = new RegExp(
  String.raw`(?:https?://|www\.)\S+|\b(?:wa|t)\.me/\S*|\b[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,8}\.(?:${TLDS})\b(?:/\S*)?|\b[a-z0-9-]{1,63}${DOT}(?:com|net|org)\b`,
  'g',
);

// ---- phone: 8+ digits in a row, however spaced, dotted or dashed; 7 behind + or 0.

/** Digits with up to three separators between each: "0 7 7 0", "077-009.00 12", "(077) 00". */
const DIGIT_RUN = /\+?\d(?:[\s.\-_()*•·]{0,3}\d){1,40}/g;
const DATE = /^(?:\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})|\d{4}([./-])\d{1,2}\2\d{1,2})$/;
const YEARS = /^(?:(?:19|20)\d\d)(?:[\s.\-_]+(?:19|20)\d\d)+$/;
const PHONE_WORDS =
  /\b(?:(?:my|your|ur) (?:phone |mobile |cell |whats ?app |personal )?(?:number|digits)\b|sms me\b)|رقمي(?!ة)|رقمك|رقم (?:ال)?(?:تلفون|تليفون|هاتف|جوال|موبايل|الواتس)/;

function hasPhoneNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/\D/g, '');
    if (digits.length > 15) continue;
    if (DATE.test(run.trim()) || YEARS.test(run.trim())) continue;
    if (digits.length >= 8) return true;
    if (digits.length === 7 && /^(?:\+|0)/.test(run)) return true;
  }
  return false;
}

// ---- handles: a messenger or a social network named, an @handle, or "add me on".

const PLATFORMS = String.raw`what['’]?s ?app|watsapp|wats ?app|wtsp|telegram|snapchat|instagram|insta|facebook|fb messenger|viber|wechat|kik|skype|tiktok|twitter|discord|threema|wickr`;
/** Words that are ordinary English too ("oh snap", "no signal", "ig" for "I guess"): only with a context. */
const AMBIGUOUS = String.raw`snap|sc|ig|fb`;
const HANDLE = new RegExp(
  [
    String.raw`\b(?:${PLATFORMS})\b`,
    String.raw`\b(?:on|via)\s+(?:${AMBIGUOUS}|signal|imo)\b`,
    String.raw`\b(?:my|your|ur)\s+(?:${AMBIGUOUS})\b`,
    String.raw`\b(?:${AMBIGUOUS})\s*(?::|@|\s(?:id|name|handle|username)\b)|\bsnap me\b`,
    String.raw`(?:^|[\s(])@[a-z0-9_.]{3,}`,
    String.raw`\b(?:add|find|follow|reach|message|contact|dm|text) me (?:on|via)\b`,
    String.raw`\bmy (?:user ?name|handle)\b`,
    'واتس|واتساب|وتساب|تلغرام|تليجرام|تيليجرام|تيليغرام|سناب|انستا|إنستا|انستغرام|انستقرام|فيسبوك|فيس بوك|ماسنجر|فايبر|تيك توك|ضيفني|اضفني',
  ].join('|'),
);

// ---- money: payment services and requests, not amounts (a mahr is talked about in numbers).

const MONEY = new RegExp(
  [
    String.raw`\b(?:send|wire|transfer|lend|loan)\s+(?:me\s+|us\s+)?(?:some\s+)?(?:money|cash|funds)\b|\bgive me (?:some )?(?:money|cash)\b`,
    String.raw`\b(?:need|needs|needed|borrow)\s+(?:some\s+|the\s+|a little\s+)?(?:money|cash|funds)\b`,
    String.raw`\b(?:lend|loan) me\b`,
    String.raw`\bmoney (?:for (?:a |my |the )?(?:ticket|visa|flight|hospital|surgery|rent|fees)|transfer|order)\b`,
    String.raw`\b(?:western ?union|money ?gram|gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?)\b`,
    String.raw`\b(?:bitcoins?|btc|crypto(?:currency|currencies)?|usdt|tether|ethereum|binance|forex)\b`,
    String.raw`\b(?:bank (?:transfer|account|details)|account number|routing number|swift code|iban|sort code)\b`,
    String.raw`\b(?:paypal|venmo|cash ?app|zelle|wise transfer|revolut|skrill|payoneer)\b`,
    String.raw`\binvestment (?:opportunity|platform|plan)\b`,
    'حوالة|حواله|تحويل (?:بنكي|مالي|فلوس)|حساب بنكي|ايبان|آيبان|فلوس|ويسترن|موني ?غرام|بيتكوين|بتكوين|كريبتو|عملات رقمية|بطاقة (?:هدايا|هدية|شحن)|ارسل(?:ي)? لي (?:مال|مبلغ)|ابعت(?:ي)? لي (?:مال|مبلغ)|محتاج(?:ة)? (?:مال|مبلغ)|سلفني|سلفيني|قرض',
  ].join('|'),
);

/**
 * Which kinds of off-platform contact or money request the text contains, in OFF_PLATFORM_KINDS order
 * (empty for ordinary chat). An address is taken out before looking for links, and addresses and
 * links before counting digits, so "ali@mail.com" is an e-mail only and a link's digits no phone.
 */
export function offPlatformKinds(text: string): TOffPlatformKind[] {
  const found = new Set<TOffPlatformKind>();
  let rest = normalise(text);
  const before = rest;
  rest = rest.replace(EMAIL, ' ').replace(WRITTEN_EMAIL, ' ');
  if (rest !== before || EMAIL_WORDS.test(rest)) found.add('email');
  const withLinks = rest;
  rest = rest.replace(LINK, ' ');
  if (rest !== withLinks) found.add('link');
  if (hasPhoneNumber(rest) || PHONE_WORDS.test(rest)) found.add('phone');
  if (HANDLE.test(rest)) found.add('handle');
  if (MONEY.test(rest)) found.add('money');
  return OFF_PLATFORM_KINDS.filter((kind) => found.has(kind));
}

/** Whether the message should be confirmed by its sender and carry the recipient's safety notice. */
export const leavesPlatform = (text: string): boolean => offPlatformKinds(text).length > 0;
