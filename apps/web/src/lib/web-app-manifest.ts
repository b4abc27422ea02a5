/**
 * Points index.html's manifest link at the manifest of the app's language (public/
 * manifest.<lang>.webmanifest), so an installed app is named in the language the member reads.
 */
export function linkManifest(language: string): void {
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${language}.webmanifest`);
}
