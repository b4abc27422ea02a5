/**
 * Links the manifest of the app's language (public/manifest.<lang>.webmanifest), so an installed
 * app is named in the language the member reads. index.html has no manifest link: main.tsx adds
 * it once the first screen shows its content, because the browser answers a manifest link by
 * fetching the manifest and its best icon and decoding that icon on the page's main thread
 * (docs/performance.md, fifteenth round). Installing can wait until then.
 */
export function linkManifest(language: string): void {
  const href = `/manifest.${language}.webmanifest`;
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) {
    const created = document.createElement('link');
    created.rel = 'manifest';
    created.href = href;
    document.head.append(created);
    return;
  }
  // Only a real change: setting the same href makes the browser process the link again.
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
