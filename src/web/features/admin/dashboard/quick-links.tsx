import { FileText, FolderOpen, Image, LayoutList, Newspaper, Users, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

type QuickLink = {
  key: 'users' | 'membership' | 'cms' | 'newPost' | 'newPage' | 'media' | 'menus';
  to: string;
  icon: ReactNode;
};

/** The spec's links from /admin (§2); some lead to screens later issues add. */
const LINKS: QuickLink[] = [
  { key: 'users', to: '/admin/users', icon: <Users /> },
  { key: 'membership', to: '/admin/membership', icon: <WalletCards /> },
  { key: 'cms', to: '/admin/cms', icon: <FolderOpen /> },
  { key: 'newPost', to: '/admin/cms/posts/new', icon: <Newspaper /> },
  { key: 'newPage', to: '/admin/cms/pages/new', icon: <FileText /> },
  { key: 'media', to: '/admin/cms/media', icon: <Image /> },
  { key: 'menus', to: '/admin/cms/menus', icon: <LayoutList /> },
];

export function QuickLinks() {
  const { t } = useTranslation('admin');
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h2 className="font-semibold">{t('dashboard.links.title')}</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {LINKS.map(({ key, to, icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full min-h-11 items-center gap-2 rounded-md border border-border bg-background px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary-strong"
            >
              <span aria-hidden="true">{icon}</span>
              {t(`dashboard.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
