/** A card's empty state: the spec's sentence (§8), quiet and centred. */
export function EmptyNote({ text }: { text: string }) {
  return <p className="py-8 text-center text-sm text-muted-foreground">{text}</p>;
}
