import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { adminCrumbs, isAdminNotFoundHandle } from './admin-crumbs';

/**
 * Where the admin is, as a trail of links (spec §2 breadcrumb labels). The last crumb is the page
 * itself: not a link, marked aria-current="page". The list wraps on a narrow screen.
 */
export function AdminBreadcrumbs() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => isAdminNotFoundHandle(match.handle));
  const crumbs = adminCrumbs(pathname, { notFound });

  return (
    <nav aria-label={t('shell.breadcrumbs')} className={cn(SHELL_COLUMN, 'pt-4')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {t(`crumbs.${crumb.key}`)}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.to}
                    className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t(`crumbs.${crumb.key}`)}
                  </Link>
                  <ChevronRight className="size-3.5 rtl:rotate-180" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
