import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';

type SiteHeroProps = {
  eyebrow: string;
  title: string;
  joinLabel: string;
  /** Another public page, beside Join Now. */
  secondary?: { to: string; label: string };
  /** The intro paragraphs. */
  children: ReactNode;
};

/** The top of a public page: its heading and intro, and Join Now (spec: every public page links to /auth). */
export function SiteHero({ eyebrow, title, joinLabel, secondary, children }: SiteHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/auth">{joinLabel}</Link>
          </Button>
          {secondary ? (
            <Button asChild size="lg" variant="outline">
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </PageHero>
  );
}
