import { useTranslation } from '../../../i18n/use-translation';
import { useRemoveFamilyMember } from '../../../api/family';
import { loadDialog } from '../../../lib/dialog';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';

/** Removes a family member once the member confirms it in a dialog. */
export function useRemoveConfirmed() {
  const { t } = useTranslation();
  const remove = useRemoveFamilyMember();
  return async (id: string, name: string) => {
    // Dialog brings antd-mobile's animation library: fetched when it is first needed.
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      content: t('family.removeConfirm', { name }),
      confirmText: t('family.removeYes'),
      cancelText: t('family.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(id);
      showToast(t('success.remove'));
    } catch (error) {
      reportError(error);
    }
  };
}
