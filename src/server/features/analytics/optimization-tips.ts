import { ANALYTICS_TEXTS, type TOptimizationTip } from '../../../shared/analytics/analytics-contract.ts';

/**
 * Spec §9's tips, each shown while its condition holds (member-experience.md §9, analytics):
 * completion under 80 -> Complete Preferences (high); no profile photo -> Add More Photos (high, with the
 * spec's static photo claim); bio missing or under 100 characters -> Enhance Your Bio (medium); fewer
 * than 5 views this week -> Stay Active (low, with the greeting claim). High ones first, then the
 * spec's order.
 */

export const COMPLETION_TIP_BELOW = 80;
export const BIO_TIP_BELOW_CHARACTERS = 100;
export const ACTIVITY_TIP_BELOW_WEEKLY_VIEWS = 5;

export type TipFacts = {
  completion: number;
  hasPhoto: boolean;
  /** The bio (self_description) as saved; null when none. */
  bio: string | null;
  weeklyViews: number;
};

/** Characters as a reader counts them (code points), spaces at the ends left out. */
const charactersOf = (text: string | null) => [...(text ?? '').trim()].length;

export function optimizationTips(facts: TipFacts): TOptimizationTip[] {
  const tips: TOptimizationTip[] = [];
  if (!facts.hasPhoto) {
    tips.push({
      key: 'photo',
      title: 'Add More Photos',
      description: `Add a clear profile photo so members can put a face to your profile. ${ANALYTICS_TEXTS.photosClaim}.`,
      priority: 'high',
    });
  }
  if (facts.completion < COMPLETION_TIP_BELOW) {
    tips.push({
      key: 'preferences',
      title: 'Complete Preferences',
      description: `Your profile is ${facts.completion}% complete: fill in your details and partner preferences. ${ANALYTICS_TEXTS.completionWarning}.`,
      priority: 'high',
    });
  }
  const bioLength = charactersOf(facts.bio);
  if (bioLength < BIO_TIP_BELOW_CHARACTERS) {
    tips.push({
      key: 'bio',
      title: 'Enhance Your Bio',
      description:
        bioLength === 0
          ? `Write at least ${BIO_TIP_BELOW_CHARACTERS} characters about yourself, your values and what you are looking for.`
          : `Your bio has ${bioLength} characters: write at least ${BIO_TIP_BELOW_CHARACTERS} about yourself, your values and what you are looking for.`,
      priority: 'medium',
    });
  }
  if (facts.weeklyViews < ACTIVITY_TIP_BELOW_WEEKLY_VIEWS) {
    tips.push({
      key: 'activity',
      title: 'Stay Active',
      description: `Visit regularly, keep your profile up to date and send interest to members you like. ${ANALYTICS_TEXTS.greetingClaim}.`,
      priority: 'low',
    });
  }
  return tips;
}
