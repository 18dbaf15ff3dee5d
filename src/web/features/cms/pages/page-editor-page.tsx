import { ContentEditorRoute } from '../editor/content-editor-route';

/** /admin/cms/pages/new and /admin/cms/pages/:id/edit. */
export function PageEditorPage() {
  return <ContentEditorRoute kind="pages" />;
}
