import type { Gender } from '../../shared/options/profile-options.ts';
import { TOPICS } from './demo-chat-topics.ts';
import * as chat from './demo-conversations.ts';
import { FAMILY_STEPS } from './demo-family-steps.ts';
import { whenAwake } from './demo-hours.ts';
import { fill, pickFilled, withArticle, type Vars } from './demo-writing.ts';
import type { Rng } from './random.ts';

/** What a chat may mention about a member: only what their profile shows (undefined when left out). */
export type ChatDetails = {
  place: string | undefined;
  job: string | undefined;
  hobby: string | undefined;
  trait: string | undefined;
  /** The parent they mention most. */
  parent: 'mother' | 'father';
  /** A woman's wali ("father", "brother", "uncle"); for a man, who in his family will call hers. */
  family: string;
  /** Hours ahead of UTC where they live: they write while awake there. */
  utcOffset: number;
};

export type ChatPerson = { id: string; gender: Gender; firstName: string; chat: ChatDetails };
export type ChatLine = { from: 'a' | 'b'; text: string };

function personVars(prefix: string, p: ChatPerson): Vars {
  return {
    [prefix]: p.firstName,
    [`${prefix}Place`]: p.chat.place,
    [`${prefix}Job`]: p.chat.job === undefined ? undefined : withArticle(p.chat.job),
    [`${prefix}Hobby`]: p.chat.hobby,
    [`${prefix}Trait`]: p.chat.trait,
    [`${prefix}Parent`]: p.chat.parent,
  };
}

/**
 * A chat between `a`, who asked, and `b`, who accepted: salam, perhaps a word on b's profile, two or three
 * questions that matter asked by either, often the families' next step, and a goodbye. A line that names
 * something its member left out of their profile is replaced by another, or left out.
 */
export function composeChat(a: ChatPerson, b: ChatPerson, rng: Rng): ChatLine[] {
  const lines: ChatLine[] = [];
  const both: Vars = { ...personVars('a', a), ...personVars('b', b), day: rng.pick(chat.DAYS) };
  const say = (from: 'a' | 'b', templates: readonly string[], extra: Vars = {}) => {
    const text = pickFilled(templates, { ...both, ...extra }, rng);
    if (text !== null) lines.push({ from, text: addressed(text, (from === 'a' ? b : a).firstName, rng) });
    return text !== null;
  };

  /** {me...} are `me`'s details, {you} the other's name. */
  const between = (me: 'a' | 'b'): Vars => {
    const [speaker, other] = me === 'a' ? [a, b] : [b, a];
    return { ...personVars('me', speaker), you: other.firstName };
  };

  say('a', chat.GREETINGS);
  say('b', chat.GREETING_REPLIES);
  if (rng.chance(0.75)) {
    // A remark needs what it names: no word on b's work when b's profile does not say it.
    const usable = chat.PROFILE_REMARKS.filter(([remarks]) => remarks.some((r) => fill(r, both) !== null));
    if (usable.length > 0) {
      const [remarks, answers] = rng.pick(usable);
      if (say('a', remarks)) say('b', answers);
    }
  }
  for (const topic of rng.sample(TOPICS, rng.int(2, 3))) {
    const asker = rng.chance(0.5) ? 'a' : 'b';
    const answerer = asker === 'a' ? 'b' : 'a';
    // The question names the one asked ({me}); the answer is theirs, to the asker ({you}).
    if (say(asker, topic.asks, between(answerer))) say(answerer, topic.answers, between(answerer));
  }
  if (rng.chance(0.8) && a.gender !== b.gender) {
    const [man, woman] = a.gender === 'male' ? (['a', 'b'] as const) : (['b', 'a'] as const);
    const [manPerson, womanPerson] = a.gender === 'male' ? [a, b] : [b, a];
    const family = {
      wali: womanPerson.chat.family,
      manFamily: manPerson.chat.family,
      man: manPerson.firstName,
      woman: womanPerson.firstName,
    };
    // Families meet for tea only when they live in the same part of the world; otherwise they call.
    const near = Math.abs(a.chat.utcOffset - b.chat.utcOffset) <= 1;
    const step = rng.pick(FAMILY_STEPS.filter((s) => near || !s.inPerson));
    for (const [role, texts] of step.lines) say(role === 'man' ? man : woman, texts, family);
  }
  const closer = rng.chance(0.5) ? 'a' : 'b';
  const other = closer === 'a' ? 'b' : 'a';
  const [closing, answer] = rng.pick(chat.CLOSINGS);
  say(closer, closing, between(closer));
  say(other, answer, between(other));
  return lines;
}

/** A question now and then names the one it asks ("How do you handle disagreements, Amina?"), as people do. */
function addressed(text: string, name: string, rng: Rng): string {
  if (!text.endsWith('?') || text.includes(name) || !rng.chance(0.35)) return text;
  return `${text.slice(0, -1)}, ${name}?`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long until the next message: often minutes while both are online, sometimes hours, now and then a day. */
function gap(rng: Rng): number {
  return rng.weighted([
    [rng.int(1, 12) * MINUTE, 45],
    [rng.int(12, 60) * MINUTE, 25],
    [rng.int(1, 6) * HOUR, 20],
    [rng.int(8, 30) * HOUR, 10],
  ]);
}

/**
 * When each line was sent, from `start` on: each while its sender is awake where they live, minutes to
 * hours after the one before. Lines that would fall after `until` were not written yet and are dropped.
 */
export function timeChat(
  lines: readonly ChatLine[],
  offsets: { a: number; b: number },
  start: Date,
  until: Date,
  rng: Rng,
): Date[] {
  const times: Date[] = [];
  let at = start.getTime();
  for (const [i, line] of lines.entries()) {
    if (i > 0) at += gap(rng);
    at = whenAwake(new Date(at), offsets[line.from], rng).getTime();
    if (at > until.getTime()) break;
    times.push(new Date(at));
  }
  return times;
}
