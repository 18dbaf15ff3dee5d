import { LandingAbout, LandingWhy } from './landing-about';
import { LandingHero, LandingStats } from './landing-hero';
import { LandingCta, LandingRefer, LandingStories } from './landing-stories';

/**
 * A visitor's `/` (spec §2 "Landing page"): hero, About, Why Choose, Success Stories, Refer and
 * Reward and a call to action, between the layout's header (CMS menu) and footer. Text only from the
 * 'landing' catalog; decoration is inline SVG and CSS (the CSP allows no external images).
 */
export function LandingPage() {
  return (
    <div className="flex flex-col gap-20 pb-20 sm:gap-24 sm:pb-24">
      <div>
        <LandingHero />
        <LandingStats />
      </div>
      <LandingAbout />
      <LandingWhy />
      <LandingStories />
      <LandingRefer />
      <LandingCta />
    </div>
  );
}
