import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CtaPanel } from '../../../components/ui/page-hero';

type JoinCtaProps = {
  title: ReactNode;
  text: ReactNode;
  joinLabel: string;
  /** The second way on: another public page. */
  secondary: { to: string; label: string };
};

/** The closing panel of a public page: Join Now (spec: every public page links to /auth) and one more link. */
export function JoinCta({ title, text, joinLabel, secondary }: JoinCtaProps) {
  return (
    <CtaPanel
      title={title}
      actions={
        <>
          <Button asChild size="lg" variant="accent">
            <Link to="/auth">{joinLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={secondary.to}>{secondary.label}</Link>
          </Button>
        </>
      }
    >
      {text}
    </CtaPanel>
  );
}
