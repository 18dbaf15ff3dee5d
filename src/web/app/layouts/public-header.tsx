import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
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
 * the bar from md, behind a menu button below), and Join Now. No menu (none active, loading, failed):
 * Brand and Join Now only.
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
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Brand className="md:me-6" />
        {/* Always present, so Join Now keeps its place while the menu arrives. */}
        <div className="min-w-0 flex-1">
          {hasMenu ? <HeaderMenu items={items} className="hidden md:block" /> : null}
        </div>
        <Button asChild size="sm">
          <Link to="/auth">{t('nav.joinNow')}</Link>
        </Button>
        {hasMenu ? <MobileSiteMenu items={items} className="md:hidden" /> : null}
      </div>
    </header>
  );
}
