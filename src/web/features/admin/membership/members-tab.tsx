import { Download, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_MEMBERS_SEARCH_MAX_LENGTH } from '../../../../shared/admin/members-contract';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { exportMembers } from '../api/export-members';
import { useAdminMembers } from '../api/get-members';
import { MembersPagination } from './members-pagination';
import { MembersTable } from './members-table';
import { TabEmpty, TabError, TabLoading } from './membership-states';

/** Page numbers from the URL: a whole number from 1, anything else is page 1. */
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The Members tab: every membership, paged and searched on the server (name, plan or status); the
 * search and page live in the URL beside ?tab=members. Export CSV downloads every match.
 */
export function MembersTab() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const members = useAdminMembers(search, page);
  const [exporting, setExporting] = useState(false);

  const update = (next: { search?: string; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const s = next.search ?? search;
      const p = next.page ?? 1;
      if (s === '') out.delete('search');
      else out.set('search', s);
      if (p > 1) out.set('page', String(p));
      else out.delete('page');
      return out;
    });

  const onExport = async () => {
    setExporting(true);
    try {
      await exportMembers(search);
      toast.success(t('membership.members.exported'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        toast.error(t('membership.members.nothingToExport'));
      else toast.error(t('membership.members.exportFailed'), { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (members.isPending)
    content = <TabLoading label={t('membership.members.loading')} blocks={6} className="grid gap-2" />;
  else if (members.isError)
    content = <TabError message={t('membership.members.loadFailed')} query={members} />;
  else if (members.data.items.length === 0)
    content = (
      <TabEmpty
        icon={<UsersRound />}
        text={t(search ? 'membership.members.noMatch' : 'membership.members.empty')}
      >
        {search ? (
          <Button variant="outline" size="sm" onClick={() => update({ search: '' })}>
            {t('membership.members.clearSearch')}
          </Button>
        ) : null}
      </TabEmpty>
    );
  else {
    const pages = Math.max(1, Math.ceil(members.data.total / members.data.page_size));
    content = (
      <div className="grid gap-3">
        <MembersTable items={members.data.items} stale={members.isPlaceholderData} />
        {pages > 1 ? (
          <MembersPagination
            page={members.data.page}
            pages={pages}
            onPage={(next) => update({ page: next })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="membership-members" className="grid gap-4">
      <h2 id="membership-members" className="text-lg font-semibold">
        {t('membership.members.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label={t('membership.members.search')}
          placeholder={t('membership.members.searchPlaceholder')}
          value={search}
          maxLength={ADMIN_MEMBERS_SEARCH_MAX_LENGTH}
          onCommit={(value) => update({ search: value })}
        />
        <Button variant="outline" busy={exporting} onClick={() => void onExport()}>
          {exporting ? null : <Download aria-hidden="true" />}
          {t(exporting ? 'membership.members.exporting' : 'membership.members.export')}
        </Button>
      </div>
      {members.isSuccess ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('membership.members.total', { count: members.data.total })}
        </p>
      ) : null}
      {content}
    </section>
  );
}
