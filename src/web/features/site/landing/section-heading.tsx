import { cn } from '../../../lib/cn';

type SectionHeadingProps = {
  /** The h2's id: the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  align?: 'center' | 'start';
};

/** A landing section's small label and its h2. */
export function SectionHeading({ id, eyebrow, title, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-primary-strong sm:text-4xl"
      >
        {title}
      </h2>
    </div>
  );
}
