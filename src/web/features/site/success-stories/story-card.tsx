import { CalendarHeart, MapPin, Quote } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

export type Story = {
  couple: string;
  initials: string;
  location: string;
  married: string;
  story: string;
  tags: string[];
};

/** One couple: a monogram instead of a photo (the CSP allows no outside images), where, when, their words. */
export function StoryCard({ story, tagsLabel }: { story: Story; tagsLabel: string }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary-soft text-base font-bold tracking-tight text-primary-strong ring-2 ring-primary/20"
        >
          {story.initials}
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="text-lg font-semibold text-foreground">{story.couple}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {story.location}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
            <CalendarHeart className="size-4 shrink-0" aria-hidden="true" />
            {story.married}
          </p>
        </div>
      </div>
      <blockquote className="relative flex-1 ps-7 leading-relaxed text-foreground/85">
        <Quote
          className="absolute start-0 top-0.5 size-5 text-accent/60 rtl:-scale-x-100"
          aria-hidden="true"
        />
        <p>{story.story}</p>
      </blockquote>
      <ul aria-label={tagsLabel} className="flex flex-wrap gap-2">
        {story.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="accent">{tag}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
