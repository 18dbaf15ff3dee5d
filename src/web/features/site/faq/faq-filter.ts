export type FaqItem = { q: string; a: string };
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

/** An item as shown: its place in the full catalog gives it an id that stays the same while filtering. */
export type ShownItem = FaqItem & { id: string };
export type ShownCategory = { id: string; title: string; items: ShownItem[] };

/**
 * The FAQ search: keeps the questions whose question or answer contains the text, ignoring case and
 * extra spaces; categories left without a question are dropped. An empty search keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): ShownCategory[] {
  const needle = normalise(query);
  return categories
    .map((category) => ({
      id: category.id,
      title: category.title,
      items: category.items
        .map((item, index) => ({ ...item, id: `faq-${category.id}-${index + 1}` }))
        .filter((item) => needle === '' || normalise(`${item.q}\n${item.a}`).includes(needle)),
    }))
    .filter((category) => category.items.length > 0);
}

export const countItems = (categories: readonly { items: readonly unknown[] }[]) =>
  categories.reduce((sum, category) => sum + category.items.length, 0);

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}
