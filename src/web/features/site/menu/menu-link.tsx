import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { TMenuItem } from '../../../../shared/site/site-contract';
import { cn } from '../../../lib/cn';

type MenuLinkProps = {
  item: TMenuItem;
  className: string;
  /** Extra classes while the link points at the current page (internal links only). */
  activeClassName?: string;
  onClick?: () => void;
  children?: ReactNode;
};

/** Same-site paths ('/x', never protocol-relative '//x') navigate in the app; anything else is a plain link. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * One CMS menu item as a link: `href` is resolved by the server already; the item's css class is
 * appended; a new tab gets rel="noopener noreferrer" so the opened page cannot reach back to ours.
 */
export function MenuLink({ item, className, activeClassName, onClick, children }: MenuLinkProps) {
  const blank = item.target === '_blank';
  const shared = {
    target: blank ? '_blank' : undefined,
    rel: blank ? 'noopener noreferrer' : undefined,
    onClick,
  };
  const content = children ?? item.title;
  if (isInternalHref(item.href)) {
    return (
      <NavLink
        to={item.href}
        end
        className={({ isActive }) => cn(className, isActive && activeClassName, item.css_class)}
        {...shared}
      >
        {content}
      </NavLink>
    );
  }
  return (
    <a href={item.href} className={cn(className, item.css_class)} {...shared}>
      {content}
    </a>
  );
}
