/** What closeDialogsOnNavigation needs of a router (React Router's data routers have it). */
interface RouterLike {
  state: { location: unknown };
  subscribe(listener: (state: { location: unknown }) => void): () => void;
}

/** antd-mobile's Dialog.clear, once a screen has loaded Dialog (lib/dialog.ts). */
let clearDialogs: (() => void) | undefined;

export function rememberDialogs(clear: () => void): void {
  clearDialogs = clear;
}

/**
 * A dialog belongs to the screen that opened it: when the location changes (Back, a link, a
 * redirect) every open dialog closes (issue 36: Back left the log-out dialog open on another
 * page). Its confirm then answers false, so nothing it guarded happens. Dialog itself is loaded
 * by the screens (lib/dialog.ts), never by the router: the login screen's first load stays small.
 */
export function closeDialogsOnNavigation(router: RouterLike): () => void {
  let shown = router.state.location;
  return router.subscribe((state) => {
    if (state.location === shown) return;
    shown = state.location;
    clearDialogs?.();
  });
}
