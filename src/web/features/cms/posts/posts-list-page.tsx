import { ContentListPage } from '../list/content-list-page';

/** /admin/cms/posts. */
export function PostsListPage() {
  return <ContentListPage kind="posts" />;
}
