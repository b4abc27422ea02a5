import type { Config } from '../config.ts';

/**
 * Where members open the app, for the absolute links in e-mail: PUBLIC_URL, or the listener's own
 * address (a wildcard host read as 127.0.0.1; https when the server has TLS), as the staff
 * invitation and reservation links.
 */
export function appBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port' | 'tls'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return `${config.tls ? 'https' : 'http'}://${host}:${config.port}`;
}

/** The member app's routes the notices link to (hash router: `<base>/#<route>`). */
export const noticeLinks = {
  business: (id: string) => `/pages/business/detail?id=${encodeURIComponent(id)}`,
  reservation: (token: string) => `/pages/appointment/index?token=${encodeURIComponent(token)}`,
  remittances: () => '/pages/my/remittances',
  settings: () => '/pages/my/notifications',
};

export const absoluteLink = (baseUrl: string, route: string) =>
  `${baseUrl.replace(/\/+$/, '')}/#${route}`;
