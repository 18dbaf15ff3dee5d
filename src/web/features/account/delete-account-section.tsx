import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title={t('delete.title')} text={t('delete.text')}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('delete.button')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </AccountSection>
  );
}
