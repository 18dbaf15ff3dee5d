import { useTranslation } from 'react-i18next';
import type { TSiteSettings } from '../../../../shared/cms/settings-contract';
import { useMenuItems } from '../menu/get-menu';
import { MenuLink } from '../menu/menu-link';

const SOCIAL = ['facebook', 'instagram', 'x'] as const;

/**
 * The footer's CMS parts: the footer menu (GET /api/menus/footer, its top level) and the social links
 * the settings hold (only those set). Nothing shows while they load or when there are none.
 */
export function FooterExtras({
  settings,
  linkClass,
}: {
  settings: TSiteSettings | undefined;
  linkClass: string;
}) {
  const { t } = useTranslation('footer');
  const items = useMenuItems('footer');
  const social = SOCIAL.flatMap((key) => {
    const href = settings?.social[key];
    return href ? [{ key, href }] : [];
  });
  if (!items.length && !social.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-8 gap-y-3 text-sm">
      {items.length ? (
        <nav aria-label={t('menu.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {social.length ? (
        <ul aria-label={t('social.label')} className="flex flex-wrap gap-x-5 gap-y-2">
          {social.map(({ key, href }) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t(`social.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
