import type { TPostStatus } from '../../../shared/cms/cms-contract.ts';
import { emptyContent, scheduleWithoutDate } from './content-refusals.ts';
import { countWords } from '../../../shared/rules/reading-time.ts';
import { plainTextOf, sanitizeCmsHtml } from './safe-html.ts';

/**
 * What a post or page save stores besides its plain fields: the sanitised content and the status and
 * publish date the spec's rules make of what was asked (admin-cms spec §4, issue 22 item 1).
 */

const MEDIA = /<(img|iframe|video|audio)\b/i;

/** The content as stored: sanitised; refused when nothing readable or playable is left. */
export function cleanContent(html: string): string {
  const clean = sanitizeCmsHtml(html);
  if (plainTextOf(clean) === '' && !MEDIA.test(clean)) throw emptyContent();
  return clean;
}

/** A post's text columns, kept with its content: what the blog searches, excerpts and times. */
export function postText(cleanHtml: string): { plainText: string; wordCount: number } {
  const plainText = plainTextOf(cleanHtml);
  return { plainText, wordCount: countWords(plainText) };
}

type Stored = { status: string; publishedAt: Date | null } | null;

/**
 * 'published' without a date stamps now (or keeps the date it already had when it was published);
 * 'published' with a future date is stored 'scheduled'; 'scheduled' needs a date, and one already
 * past publishes at once. Drafts and private posts keep whatever date was given.
 */
export function postSchedule(
  asked: { status: TPostStatus; published_at: string | null },
  before: Stored,
  now: Date,
): { status: TPostStatus; publishedAt: Date | null } {
  const date = asked.published_at === null ? null : new Date(asked.published_at);
  if (asked.status === 'published') {
    const at = date ?? keptPublishDate(before) ?? now;
    return { status: at > now ? 'scheduled' : 'published', publishedAt: at };
  }
  if (asked.status === 'scheduled') {
    if (!date) throw scheduleWithoutDate();
    return { status: date > now ? 'scheduled' : 'published', publishedAt: date };
  }
  return { status: asked.status, publishedAt: date };
}

/** Pages have no schedule: 'published' without a date stamps now, as 'Publish' does for posts. */
export function pagePublishDate(
  asked: { status: string; published_at: string | null },
  before: Stored,
  now: Date,
): Date | null {
  const date = asked.published_at === null ? null : new Date(asked.published_at);
  if (asked.status !== 'published' || date) return date;
  return keptPublishDate(before) ?? now;
}

const keptPublishDate = (before: Stored) =>
  before?.status === 'published' && before.publishedAt ? before.publishedAt : null;

/**
 * Whether visitors may have known the item at its current address: published now, or its publish date
 * has come (a post unpublished later, or published by the sweep). Its old slug then keeps redirecting.
 */
export const hasBeenPublic = (before: { status: string; publishedAt: Date | null }, now: Date) =>
  before.status === 'published' || (before.publishedAt !== null && before.publishedAt <= now);
