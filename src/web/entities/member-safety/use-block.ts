import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/error-message';
import { useBlockMember } from './block-member';

/**
 * Blocks `userId` and says so: '{name} has been blocked', then `onBlocked` (the page decides where to
 * go: the profile to /browse, the chat to /messages). A failure is a toast with the server's reason.
 * Resolves to whether the block took.
 */
export function useBlock(userId: string, name: string, onBlocked?: () => void) {
  const { t } = useTranslation();
  const mutation = useBlockMember();
  async function block(): Promise<boolean> {
    try {
      await mutation.mutateAsync(userId);
    } catch (error) {
      toast.error(t('safety.blockFailed', { name, message: errorMessage(error) }));
      return false;
    }
    toast.success(t('safety.blocked', { name }));
    onBlocked?.();
    return true;
  }
  return { block, pending: mutation.isPending };
}
