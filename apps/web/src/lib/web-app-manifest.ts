/**
 * Points index.html's manifest link at the manifest of the app's language (public/
 * manifest.<lang>.webmanifest), so an installed app is named in the language the member reads.
 */
export function linkManifest(language: string): void {
  const link = document.querySelector('link[rel="manifest"]');
  const href = `/manifest.${language}.webmanifest`;
  // Only a real change: setting the same href makes the browser process the link again.
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
