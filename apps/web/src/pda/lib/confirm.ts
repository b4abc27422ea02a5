import { translate } from '../../i18n/i18n';
import { loadImperative } from '../../lib/antd-render';

/**
 * antd-mobile's confirmation dialog, loaded when first asked for (as the logout's), with its
 * buttons in the console's language.
 */
export async function confirmed(content: string): Promise<boolean> {
  const { default: Dialog } = await loadImperative(
    () => import('antd-mobile/es/components/dialog'),
  );
  return Dialog.confirm({
    content,
    confirmText: translate('pda.confirm.ok'),
    cancelText: translate('pda.confirm.cancel'),
  });
}
