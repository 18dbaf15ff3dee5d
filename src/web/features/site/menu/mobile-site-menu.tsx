import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TMenuItem } from '../../../../shared/site/site-contract';
import { Button } from '../../../components/ui/button';
import { MobileMenu } from '../../../components/ui/mobile-menu';
import { SHELL_COLUMN } from '../../../components/ui/page-container';
import { cn } from '../../../lib/cn';
import { MenuLink } from './menu-link';
import { activeItemClass, panelItemClass } from './menu-styles';

function PanelItems({ items, close, nested }: { items: TMenuItem[]; close: () => void; nested?: boolean }) {
  return (
    <ul className={nested ? 'ms-4 grid gap-0.5 border-s border-border ps-2' : 'grid gap-1'}>
      {items.map((item) => (
        <li key={item.id}>
          {item.href === '#' ? (
            <span className="flex px-3 py-2.5 text-base font-semibold text-foreground">{item.title}</span>
          ) : (
            <MenuLink
              item={item}
              className={panelItemClass}
              activeClassName={activeItemClass}
              onClick={close}
            />
          )}
          {item.children.length > 0 ? <PanelItems items={item.children} close={close} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Below md: a menu button opening a panel with every item, children indented under their parent, and
 * Sign In and Join Now. A link closes it; so does any navigation (the panel is keyed by the path) and Escape.
 */
export function MobileSiteMenu({ items, className }: { items: TMenuItem[]; className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <MobileMenu key={pathname} label={t('nav.menu')} className={className}>
      {(close) => (
        <nav aria-label={t('siteMenu.label')} className={cn(SHELL_COLUMN, 'py-3')}>
          <PanelItems items={items} close={close} />
          <div className="mt-3 grid gap-2 border-t border-border pt-3 min-[400px]:grid-cols-2">
            <Button asChild variant="outline" className="w-full">
              <Link to="/auth" onClick={close}>
                {t('nav.signIn')}
              </Link>
            </Button>
            <Button asChild className="w-full">
              <Link to="/auth" onClick={close}>
                {t('nav.joinNow')}
              </Link>
            </Button>
          </div>
        </nav>
      )}
    </MobileMenu>
  );
}
