import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { useAccountState } from './api/use-account-state';
import { DeleteAccountSection } from './delete-account-section';
import { DeletionNotice } from './deletion-notice';
import { ExportSection } from './export-section';
import { PauseSection } from './pause-section';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

/** /account (issue 23 item 7): the member controls their account. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const account = useAccountState();
  return (
    <PageContainer>
      <PageHeader backLabel={t('page.back')} title={t('page.title')} subtitle={t('page.subtitle')} />
      {account ? (
        <div className="grid gap-4">
          {account.deletion_scheduled_at ? <DeletionNotice due={account.deletion_scheduled_at} /> : null}
          <PauseSection account={account} />
          <ExportSection />
          <SignOutEverywhereSection />
          {account.deletion_scheduled_at ? null : <DeleteAccountSection />}
        </div>
      ) : (
        <PageLoading label={t('page.loading')} />
      )}
    </PageContainer>
  );
}
