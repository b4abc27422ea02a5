import { loginPath } from '../config/paths';

/**
 * The request layer sends the member to login from outside React. The app registers the router's
 * navigate here; until then (or in tests without a router) the hash is set directly, which the
 * hash router follows as well.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | undefined;

export function setNavigator(navigate: Navigate | undefined): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`;
}

/** The current route as the hash router sees it, e.g. '/pages/my/index?x=1'. */
export function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}

export function goToLogin(): void {
  navigateTo(loginPath(currentRoute()), { replace: true });
}
