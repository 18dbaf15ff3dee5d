import { ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListPage, TPageSummary, TPostSummary } from '../../../../shared/cms/cms-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import type { TContentKind } from '../api/admin-cms-keys';
import { formatCmsDate } from './format-date';
import { editPath, publicPath } from './public-path';
import { StatusBadge } from './status-badge';

type TRow = TPostSummary | TPageSummary;

type ContentTableProps = {
  kind: TContentKind;
  data: TListPage<TRow>;
  stale: boolean;
  onDelete: (row: TRow) => void;
};

/** The rows of /admin/cms/posts or /admin/cms/pages: title, status, category or template, date, actions. */
export function ContentTable({ kind, data, stale, onDelete }: ContentTableProps) {
  const { t } = useTranslation('cms');
  return (
    <TableScrollRegion label={t(`list.${kind}.table`)} stale={stale}>
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-border bg-muted/40 text-start text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.title')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t(`list.${kind}.category`)}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('list.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('list.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <ContentRow key={row.id} kind={kind} row={row} onDelete={() => onDelete(row)} />
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

function ContentRow({ kind, row, onDelete }: { kind: TContentKind; row: TRow; onDelete: () => void }) {
  const { t } = useTranslation('cms');
  const title = row.title;
  return (
    <tr className="border-b border-border last:border-0">
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editPath(kind, row.id)} className="font-medium underline-offset-4 hover:underline">
            {title}
          </Link>
          {'is_featured' in row && row.is_featured ? (
            <Badge variant="accent">
              <Star aria-hidden="true" />
              {t('list.featured')}
            </Badge>
          ) : null}
          {'is_homepage' in row && row.is_homepage ? (
            <Badge variant="accent">{t('list.homepage')}</Badge>
          ) : null}
        </div>
        <span className="text-xs text-muted-foreground">/{row.slug}</span>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={row.status} />
      </td>
      <td className="px-4 py-3">
        {'category' in row
          ? (row.category?.name ?? t('list.noCategory'))
          : t(`editor.templates.${row.template}`)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
        <RowDate row={row} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          {row.status === 'published' ? (
            <Button asChild variant="ghost" size="sm">
              <a
                href={publicPath(kind, row.slug)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('list.viewLabel', { title })}
              >
                <ExternalLink aria-hidden="true" />
                {t('list.view')}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm">
            <Link to={editPath(kind, row.id)} aria-label={t('list.editLabel', { title })}>
              <Pencil aria-hidden="true" />
              {t('list.edit')}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('list.deleteLabel', { title })}>
            <Trash2 aria-hidden="true" />
            {t('list.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function RowDate({ row }: { row: TRow }) {
  const { t } = useTranslation('cms');
  if (row.status === 'scheduled' && row.published_at)
    return t('list.scheduledFor', { date: formatCmsDate(row.published_at, true) });
  if (row.status === 'published' && row.published_at)
    return t('list.publishedOn', { date: formatCmsDate(row.published_at) });
  return t('list.updatedOn', { date: formatCmsDate(row.updated_at) });
}
