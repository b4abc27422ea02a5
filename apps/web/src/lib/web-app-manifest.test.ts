import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './web-app-manifest';

const links = () => [...document.querySelectorAll('link[rel="manifest"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('linkManifest', () => {
  it("adds the language's manifest link to a page that has none", () => {
    expect(links()).toHaveLength(0);
    linkManifest('en-US');
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/manifest.en-US.webmanifest']);
  });

  it('points the one link at the new language, never a second link', () => {
    linkManifest('zh-CN');
    const first = links()[0];
    linkManifest('en-US');
    expect(links()).toEqual([first]);
    expect(first?.getAttribute('href')).toBe('/manifest.en-US.webmanifest');
  });
});
