import { loadImperative } from '../../lib/antd-render';

/** antd-mobile's confirmation dialog, loaded when first asked for (as the logout's). */
export async function confirmed(content: string): Promise<boolean> {
  const { default: Dialog } = await loadImperative(
    () => import('antd-mobile/es/components/dialog'),
  );
  return Dialog.confirm({ content });
}
