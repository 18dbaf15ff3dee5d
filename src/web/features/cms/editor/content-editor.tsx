import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPage, TPost } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import type { TContentKind } from '../api/admin-cms-keys';
import { listPath } from '../list/public-path';
import { StatusBadge } from '../list/status-badge';
import {
  formSchemaFor,
  formValuesFrom,
  type TContentBody,
  type TContentFormValues,
} from './content-form-values';
import { MainFields } from './main-fields';
import { PageFields } from './page-fields';
import { PostFields } from './post-fields';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { SeoFields } from './seo-fields';
import { useSubmitContent } from './use-submit-content';

const TITLES = {
  posts: { new: 'editor.newPost', edit: 'editor.editPost', back: 'editor.backToPosts' },
  pages: { new: 'editor.newPage', edit: 'editor.editPage', back: 'editor.backToPages' },
} as const;

/**
 * The post and page editor (issue 22 item 1): the body and its fields on the main column; status,
 * publishing, taxonomy or page placement, search-engine fields and revisions beside it (below it on a
 * phone). `item` null: a new one. The values reload whenever the server answers a newer version.
 */
export function ContentEditor({ kind, item }: { kind: TContentKind; item: TPost | TPage | null }) {
  const { t } = useTranslation('cms');
  const form = useForm<TContentFormValues, unknown, TContentBody>({
    resolver: zodResolver(formSchemaFor(kind)) as unknown as Resolver<
      TContentFormValues,
      unknown,
      TContentBody
    >,
    defaultValues: formValuesFrom(item),
  });
  // Spec §4: the slug follows the title only while it is empty (an admin's own slug is never replaced).
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(item === null || item.slug === '');
  const { submit, saving } = useSubmitContent(kind, item?.id ?? null, form);
  const titles = TITLES[kind];
  const version = item?.updated_at;

  useEffect(() => {
    if (item) form.reset(formValuesFrom(item));
    // Only a newer version from the server replaces what is in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to={listPath(kind)}>
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t(titles.back)}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{t(item ? titles.edit : titles.new)}</h1>
          {item ? <StatusBadge status={item.status} /> : null}
        </div>
      </header>
      <form
        noValidate
        // No submit button: Enter in a field never publishes; Save Draft and Publish are explicit.
        onSubmit={(event) => event.preventDefault()}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid min-w-0 gap-6">
          <MainFields
            form={form}
            slugFollowsTitle={slugFollowsTitle}
            onSlugTyped={(slug) => setSlugFollowsTitle(slug === '')}
          />
          <SeoFields form={form} />
        </div>
        <div className="grid min-w-0 gap-6">
          <PublishPanel
            kind={kind}
            item={item}
            form={form}
            saving={saving}
            onSave={(intent) => void submit(intent)()}
          />
          {kind === 'posts' ? (
            <PostFields form={form} />
          ) : (
            <PageFields form={form} selfId={item?.id ?? null} />
          )}
          {item ? <RevisionsPanel kind={kind} id={item.id} /> : null}
        </div>
      </form>
    </PageContainer>
  );
}
