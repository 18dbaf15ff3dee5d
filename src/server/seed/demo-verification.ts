/**
 * Which demo members are verified (issue 23 item 3), so the Verified badge and the "Verified only"
 * filter show something. About a third of the members with a photo, picked from their place in the
 * list (no draw from the seed's random stream, so every other choice of the demo stays as it was);
 * never the printed sample members, who can try the verification themselves. A few verified women
 * chose to be seen by verified members only.
 */

const DAY_MS = 86_400_000;

export type DemoVerification = { verifiedAt: Date | null; verifiedViewersOnly: boolean };

export function demoVerification(
  index: number,
  member: { gender: string; createdAt: Date; hasPhoto: boolean; sample: boolean },
  now: Date,
): DemoVerification {
  const pick = (index * 7919) % 100;
  if (!member.hasPhoto || member.sample || pick >= 35)
    return { verifiedAt: null, verifiedViewersOnly: false };
  // Verified some days after joining (at most a week), never in the future.
  const at = Math.min(member.createdAt.getTime() + (1 + (pick % 7)) * DAY_MS, now.getTime() - DAY_MS / 24);
  return {
    verifiedAt: new Date(Math.max(at, member.createdAt.getTime())),
    verifiedViewersOnly: member.gender === 'female' && pick % 4 === 0,
  };
}
