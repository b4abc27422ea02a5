import { translate } from '../../i18n/i18n';
import { loadDialog } from '../../lib/dialog';

/**
 * antd-mobile's confirmation dialog, loaded when first asked for (as the logout's), with its
 * buttons in the console's language.
 */
export async function confirmed(content: string): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm({
    content,
    confirmText: translate('pda.confirm.ok'),
    cancelText: translate('pda.confirm.cancel'),
  });
}
