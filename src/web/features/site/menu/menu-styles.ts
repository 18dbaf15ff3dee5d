/** The header menu's item looks, shared by its plain links and its dropdown toggles. */
export const barItemClass =
  'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export const activeItemClass = 'bg-primary-soft text-primary-strong hover:bg-primary-soft';

export const panelItemClass =
  'flex items-center rounded-md px-3 py-2.5 text-base font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';
