import { ContentListPage } from '../list/content-list-page';

/** /admin/cms/pages. */
export function PagesListPage() {
  return <ContentListPage kind="pages" />;
}
