import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { BLOG_SEARCH_MAX, type TBlogListParams } from '../../../../shared/cms/blog-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

type Props = { params: TBlogListParams; categories: { name: string; slug: string }[] };

/**
 * The search box and category filter (spec §2), kept in the `search` and `category` query parameters.
 * A real GET form: it works before (or without) JavaScript; with it, a new category applies at once.
 */
export function BlogFilters({ params, categories }: Props) {
  const { t } = useTranslation('blog');
  const submit = useSubmit();
  const searchId = useId();
  const categoryId = useId();
  // A category the list does not offer (an old link) still shows as chosen.
  const options =
    params.category && !categories.some((c) => c.slug === params.category)
      ? [...categories, { name: params.category, slug: params.category }]
      : categories;
  return (
    <Form
      method="get"
      action="/blog"
      role="search"
      className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={searchId} className="sr-only">
          {t('searchLabel')}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            // A new URL (Clear Filters, a link) resets what the box shows.
            key={params.search ?? ''}
            id={searchId}
            name="search"
            type="search"
            className="ps-9"
            placeholder={t('searchPlaceholder')}
            maxLength={BLOG_SEARCH_MAX}
            defaultValue={params.search ?? ''}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={categoryId} className="sr-only">
          {t('categoryLabel')}
        </Label>
        <NativeSelect
          key={params.category ?? ''}
          id={categoryId}
          name="category"
          defaultValue={params.category ?? ''}
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          <option value="">{t('allCategories')}</option>
          {options.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">{t('searchButton')}</Button>
    </Form>
  );
}
