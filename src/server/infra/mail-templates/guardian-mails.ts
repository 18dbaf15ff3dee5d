import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

/** What the invitation says about who sent it (issue 23 item 5). */
export type GuardianInvitationInput = {
  guardianName: string;
  memberName: string;
  /** "father", "mother", ... "relative", as the member chose it. */
  relationship: string;
  weeklySummary: boolean;
  /** The accept page with the one-time token; valid `days` days. */
  link: string;
  days: number;
};

/** A member invites a guardian (wali): what they will see, that they can only read, and the link. */
export const guardianInvitationMail = (to: string, input: GuardianInvitationInput): Promise<MailMessage> =>
  actionMail(to, {
    subject: `${input.memberName} invites you to be a guardian (wali) on Mithaq`,
    preview: `${input.memberName} would like you to be involved in their search for a spouse.`,
    heading: 'You are invited as a guardian',
    greeting: `Assalamu alaikum ${input.guardianName},`,
    paragraphs: [
      `${input.memberName} is looking for a spouse on Mithaq and has named you, their ${input.relationship}, as a guardian (wali).`,
      `Once you accept and ${input.memberName} confirms, you can read ${input.memberName}'s connection requests and conversations on Mithaq as they happen. You can read only: you cannot write in them or act for ${input.memberName}, and ${input.memberName} sees each time you look and can end your access at any time. The people ${input.memberName} talks to are told that a guardian is present.`,
      ...(input.weeklySummary
        ? ['You will also receive a short summary by e-mail once a week (no message texts).']
        : []),
      'To accept, sign in, or create a guardian account with this e-mail address.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
    note: `The link works for ${input.days} days. If you do not know ${input.memberName}, you can ignore this e-mail.`,
  });

/** One conversation's week, as the summary lists it: the partner's first name and counts only. */
export type SummaryLine = { partnerFirstName: string; messages: number; isNew: boolean };

export type GuardianSummaryInput = {
  guardianName: string;
  memberName: string;
  lines: SummaryLine[];
  newRequests: number;
  link: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function lineText(line: SummaryLine): string {
  const messages = plural(line.messages, 'new message', 'new messages');
  return line.isNew
    ? `${line.partnerFirstName}: a new connection this week, ${messages}.`
    : `${line.partnerFirstName}: ${messages}.`;
}

/** The weekly summary for a guardian who asked for it: counts and partners' first names, never texts. */
export const guardianSummaryMail = (to: string, input: GuardianSummaryInput): Promise<MailMessage> => {
  const quiet = input.lines.length === 0 && input.newRequests === 0;
  return actionMail(to, {
    subject: `This week on Mithaq: ${input.memberName}`,
    preview: quiet
      ? `No new connections or messages for ${input.memberName} this week.`
      : `${input.memberName}'s connections and conversations this week.`,
    heading: `${input.memberName}'s week on Mithaq`,
    greeting: `Assalamu alaikum ${input.guardianName},`,
    paragraphs: quiet
      ? [`${input.memberName} had no new connections or messages this week.`]
      : [
          `Here is what happened in ${input.memberName}'s connections over the last seven days.`,
          ...(input.newRequests > 0
            ? [`${plural(input.newRequests, 'request is', 'requests are')} waiting for an answer.`]
            : []),
          ...input.lines.map(lineText),
        ],
    action: { label: 'Open Mithaq', url: input.link },
    note: `You receive this summary because ${input.memberName} confirmed you as a guardian. ${input.memberName} can end your access at any time.`,
  });
};
