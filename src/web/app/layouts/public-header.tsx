import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { useMenuItems } from '../../features/site/menu/get-menu';
import { loadable } from '../loadable';
import { Brand } from './brand';

// The menu shows only once its answer is in, so its code need not be in the first download: it loads
// alongside that answer (preloaded on mount below).
const loadMenus = () =>
  Promise.all([
    import('../../features/site/menu/header-menu'),
    import('../../features/site/menu/mobile-site-menu'),
  ]);
const HeaderMenu = loadable(async () => (await loadMenus())[0].HeaderMenu);
const MobileSiteMenu = loadable(async () => (await loadMenus())[1].MobileSiteMenu);

export const loadPublicHeaderMenus = () => Promise.all([HeaderMenu.load(), MobileSiteMenu.load()]);

/**
 * Header for signed-out visitors (spec "Shared layout"): Brand, the CMS menu at location 'header' (in
 * the bar from md, behind a menu button below), then Sign In and Join Now (a returning member finds the
 * way in at a glance). No menu (none active, loading, failed): Brand, Sign In and Join Now only.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const items = useMenuItems('header');
  useEffect(() => {
    void loadPublicHeaderMenus();
  }, []);
  const hasMenu = items.length > 0;
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className={cn(SHELL_COLUMN, 'relative flex h-16 items-center gap-2')}>
        <Brand className="md:me-6" />
        {/* Always present, so Sign In and Join Now keep their place while the menu arrives. */}
        <div className="min-w-0 flex-1">
          {hasMenu ? <HeaderMenu items={items} className="hidden md:block" /> : null}
        </div>
        <Button asChild size="sm" variant="ghost" className="text-primary-strong">
          <Link to="/auth">{t('nav.signIn')}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/auth">{t('nav.joinNow')}</Link>
        </Button>
        {hasMenu ? <MobileSiteMenu items={items} className="md:hidden" /> : null}
      </div>
    </header>
  );
}
