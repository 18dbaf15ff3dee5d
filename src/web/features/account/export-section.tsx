import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { AccountSection } from './account-section';
import { useDownloadExport } from './api/download-export';

export function ExportSection() {
  const { t } = useTranslation('account');
  const download = useDownloadExport();
  return (
    <AccountSection title={t('export.title')} text={t('export.text')}>
      <div className="grid justify-items-start gap-2">
        <Button
          variant="outline"
          busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (name) => toast.success(t('export.done', { name })),
            })
          }
        >
          {download.isPending ? null : <Download aria-hidden="true" />}
          {t('export.button')}
        </Button>
        {download.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('export.failed', { message: errorMessage(download.error) })}
          </p>
        ) : null}
      </div>
    </AccountSection>
  );
}
