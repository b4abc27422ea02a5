import { loadImperative } from './antd-render';
import { rememberDialogs } from './dialogs-on-navigation';

/**
 * antd-mobile's Dialog, fetched when first needed (it brings the animation library), and known to
 * the routers from then on, so a change of location closes what it opened.
 */
export async function loadDialog() {
  const { default: Dialog } = await loadImperative(
    () => import('antd-mobile/es/components/dialog'),
  );
  rememberDialogs(() => Dialog.clear());
  return Dialog;
}
