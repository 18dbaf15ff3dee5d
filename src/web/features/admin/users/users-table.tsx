import { useTable, type PaginationState, type SortingState, type Updater } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminUser, TAdminUsersPage } from '../../../../shared/admin/admin-contract';
import { cn } from '../../../lib/cn';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { COLUMN_LABELS, usersColumns, usersTableFeatures } from './users-columns';
import { UsersPagination } from './users-pagination';
import { sortingToSort, sortToSorting, type UsersFilters } from './users-filters';
import { useRoleSaving } from './role-select';

type UsersTableProps = {
  data: TAdminUsersPage;
  filters: UsersFilters;
  /** A newer page or filter is loading: the rows shown are the previous answer's (dimmed). */
  stale: boolean;
  onSort: (sort: UsersFilters['sort']) => void;
  onPage: (page: number) => void;
};

const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function Row({ user, children }: { user: TAdminUser; children: React.ReactNode }) {
  const saving = useRoleSaving(user.id);
  return (
    <tr aria-busy={saving || undefined} className={cn('border-b border-border', saving && 'bg-muted/40')}>
      {children}
    </tr>
  );
}

/**
 * The users table (TanStack Table, headless): the server sorts, filters and pages (manual*), and the
 * URL holds that state, so the table is controlled from `filters` and writes back through onSort/onPage.
 * At narrow widths the table scrolls sideways inside a labelled, focusable region: one markup keeps the
 * table's semantics (headers announced with each cell) and every column, including the role select.
 */
export function UsersTable({ data, filters, stale, onSort, onPage }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const sorting: SortingState = sortToSorting(filters.sort);
  const pagination: PaginationState = { pageIndex: filters.page - 1, pageSize: data.page_size };
  const table = useTable({
    features: usersTableFeatures,
    columns: usersColumns,
    data: data.items,
    getRowId: (user) => user.id,
    rowCount: data.total,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    onSortingChange: (updater) => onSort(sortingToSort(apply(updater, sorting))),
    onPaginationChange: (updater) => onPage(apply(updater, pagination).pageIndex + 1),
  });

  return (
    <div className="grid gap-4">
      <TableScrollRegion label={t('users.scrollHint')} stale={stale}>
        <table className="w-full min-w-[56rem] text-start text-sm" aria-busy={stale || undefined}>
          <caption className="sr-only">{t('users.tableLabel')}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const label = t(`users.columns.${COLUMN_LABELS[column.id as keyof typeof COLUMN_LABELS]}`);
                  const sorted = column.getIsSorted();
                  // The name stays in view while the other columns scroll under it (390 px).
                  const cellClass = cn(
                    'px-3 py-2 text-start font-medium',
                    column.id === 'full_name' && 'sticky start-0 z-10 bg-muted',
                  );
                  if (!column.getCanSort())
                    return (
                      <th key={header.id} scope="col" className={cellClass}>
                        {label}
                      </th>
                    );
                  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
                      className={cellClass}
                    >
                      <button
                        type="button"
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        onClick={column.getToggleSortingHandler()}
                      >
                        {label}
                        <Icon className="size-3.5" aria-hidden="true" />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Row key={row.id} user={row.original}>
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'full_name' ? (
                    <th
                      key={cell.id}
                      scope="row"
                      className="sticky start-0 z-10 bg-card px-3 py-2 text-start align-middle font-normal"
                    >
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      <table.FlexRender cell={cell} />
                    </td>
                  ),
                )}
              </Row>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
      <UsersPagination
        page={filters.page}
        pages={Math.max(1, table.getPageCount())}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
