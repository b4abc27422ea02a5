import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { retryableImport, sharedUntilFailure } from './lazy-screen';

type Container = (Element | DocumentFragment) & { __appRoot?: Root };

/**
 * antd-mobile renders Toast, Dialog and Modal imperatively with React 18's legacy API; on React 19
 * it needs its `unstableSetRender` hook (STACK.md "Things that bite" 2). The hook's module is
 * only fetched together with the first imperative component (see `loadImperative`), so it stays
 * out of the login screen's first load; the test setup installs it up front.
 */
export const installAntdRender = sharedUntilFailure(() =>
  retryableImport(() => import('antd-mobile/es/utils/unstable-render')).then(
    ({ unstableSetRender }) => {
      unstableSetRender((node, container: Container) => {
        container.__appRoot ??= createRoot(container);
        const root = container.__appRoot;
        root.render(node);
        return async () => {
          // Unmounting inside antd's own render pass makes React warn; wait a tick.
          await new Promise((resolve) => setTimeout(resolve, 0));
          root.unmount();
          delete container.__appRoot;
        };
      });
    },
  ),
);

/**
 * Loads Toast, Dialog or Modal with the React 19 render hook in place before its first use; a
 * member who taps again after a dropped connection gets both afresh.
 */
export async function loadImperative<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([retryableImport(load), installAntdRender()]);
  return module;
}
