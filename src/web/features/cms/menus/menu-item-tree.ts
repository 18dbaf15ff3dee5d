import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';

/** How deep an item sits: 0 at the top level, 1 under a top-level item… (a broken chain stops). */
export function depthOf(item: TAdminMenuItem, byId: Map<string, TAdminMenuItem>): number {
  let depth = 0;
  const seen = new Set<string>([item.id]);
  let parentId = item.parent_id;
  while (parentId && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    depth += 1;
    parentId = parent.parent_id;
  }
  return depth;
}

/** The ids of an item and of everything under it (none of them may become its parent). */
export function selfAndDescendants(id: string, items: TAdminMenuItem[]): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items)
      if (item.parent_id && found.has(item.parent_id) && !found.has(item.id)) {
        found.add(item.id);
        grew = true;
      }
  }
  return found;
}

/** The parents an item may take: every other item except those under it. */
export function parentChoices(items: TAdminMenuItem[], editingId: string | null): TAdminMenuItem[] {
  if (editingId === null) return items;
  const excluded = selfAndDescendants(editingId, items);
  return items.filter((item) => !excluded.has(item.id));
}
