import { ContentEditorRoute } from '../editor/content-editor-route';

/** /admin/cms/posts/new and /admin/cms/posts/:id/edit. */
export function PostEditorPage() {
  return <ContentEditorRoute kind="posts" />;
}
