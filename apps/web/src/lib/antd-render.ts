import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __appRoot?: Root };

/**
 * antd-mobile renders Toast, Dialog and Modal imperatively with React 18's legacy API; on React 19
 * it needs this hook (STACK.md "Things that bite" 2). Call once before the first render, and in
 * the test setup.
 */
export function installAntdRender(): void {
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
}
