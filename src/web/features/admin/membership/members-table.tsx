import { useTranslation } from 'react-i18next';
import type { TAdminMember } from '../../../../shared/admin/members-contract';
import { cn } from '../../../lib/cn';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { formatDate } from './membership-format';

const COLUMNS = ['name', 'email', 'plan', 'status', 'start', 'end', 'autoRenew'] as const;

/** The members of one page; it scrolls sideways on a narrow screen rather than squeezing the columns. */
export function MembersTable({ items, stale }: { items: TAdminMember[]; stale: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  return (
    <TableScrollRegion label={t('membership.members.scrollHint')} stale={stale}>
      <table className="w-full min-w-[52rem] text-sm" aria-busy={stale || undefined}>
        <caption className="sr-only">{t('membership.members.tableLabel')}</caption>
        <thead className="border-b border-border bg-muted/50 text-start">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium text-muted-foreground">
                {t(`membership.members.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((member) => (
            <tr key={member.membership_id} className="border-b border-border last:border-b-0">
              <th
                scope="row"
                className={cn('px-3 py-2 text-start font-medium', !member.name && 'text-muted-foreground')}
              >
                {member.name ?? t('membership.members.noName')}
              </th>
              <td className="px-3 py-2 break-all">{member.email}</td>
              <td className="px-3 py-2">{member.plan.name}</td>
              <td className="px-3 py-2">{t(`membership.members.statuses.${member.status}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{date(member.starts_at)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{date(member.ends_at)}</td>
              <td className="px-3 py-2">
                {t(member.auto_renew ? 'membership.members.yes' : 'membership.members.no')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
