/** What closeDialogsOnNavigation needs of a router (React Router's data routers have it). */
interface RouterLike {
  state: { location: unknown };
  subscribe(listener: (state: { location: unknown }) => void): () => void;
}

/**
 * A dialog belongs to the screen that opened it: when the location changes (Back, a link, a
 * redirect) every open dialog closes (issue 36: Back left the log-out dialog open on another
 * page). antd-mobile's Dialog is fetched with the first dialog, so it is only asked for when one
 * is on the page; its confirm then never answers, and nothing it guarded happens.
 */
export function closeDialogsOnNavigation(router: RouterLike): () => void {
  let shown = router.state.location;
  return router.subscribe((state) => {
    if (state.location === shown) return;
    shown = state.location;
    if (!document.querySelector('.adm-dialog')) return;
    void import('antd-mobile/es/components/dialog').then(({ default: Dialog }) => Dialog.clear());
  });
}
