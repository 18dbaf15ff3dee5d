import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '../../../../shared/site/site-contract';
import { MenuDropdown } from './menu-dropdown';
import { MenuLink } from './menu-link';
import { activeItemClass, barItemClass } from './menu-styles';

/** The CMS menu at location 'header' in the bar (≥ md); parents with children open a dropdown. */
export function HeaderMenu({ items, className }: { items: TMenuItem[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('siteMenu.label')} className={className}>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.children.length > 0 ? (
            <MenuDropdown key={item.id} item={item} />
          ) : (
            <li key={item.id}>
              <MenuLink item={item} className={barItemClass} activeClassName={activeItemClass} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
