import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { buildTestApp, testEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * MAP_TILE_URL and GEOCODER_URL (DESIGN.md "Configuration"): checked at start-up, handed to the
 * client in the page's runtime configuration, and the only third-party hosts the CSP lets the
 * page load images from (tiles) or fetch (the geocoder), each only when set.
 */

const TILES = 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png';
const GEOCODER = 'https://geo.example.net/nominatim/';

/** A stand-in for the built client: only the page with its empty runtime configuration tag. */
const webFiles = { 'index.html': '<!doctype html><meta name="app-config" content="">' };

function runtimeConfigOf(html: string): Record<string, unknown> {
  const content = /<meta name="app-config" content='([^']*)'>/.exec(html)?.[1] ?? '';
  const text = content
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, unknown>;
}

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(' ');
      return [name, values.join(' ')] as const;
    }),
  );
}

const configWith = (env: Record<string, string>) => loadConfig({ ...testEnv(os.tmpdir()), ...env });

describe('map settings: validated at start-up', () => {
  it.each([
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', 'http:// or https://'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'http:// or https://'],
    ['https://tiles.example.org/{z}/{x}.png', '{y} is missing'],
    ['https://tiles.example.org/tile.png', '{z} is missing'],
    ['https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}', 'not {apikey}'],
    ['https://tiles.example.org/{s}/{z}/{x}/{y}.png', 'first label of the host'],
    ['not a url {z}{x}{y}', 'http:// or https://'],
  ])('refuses MAP_TILE_URL=%s', (value, reason) => {
    expect(() => configWith({ MAP_TILE_URL: value })).toThrow(ConfigError);
    expect(() => configWith({ MAP_TILE_URL: value })).toThrow(
      new RegExp(`MAP_TILE_URL: .*${reason.replace(/[{}?/]/g, '\\$&')}`),
    );
  });

  it.each([
    ['ftp://geo.example.net', 'http:// or https://'],
    ['geo.example.net', 'http:// or https://'],
    ['https://geo.example.net/search?q=x', 'without ? or #'],
  ])('refuses GEOCODER_URL=%s', (value, reason) => {
    expect(() => configWith({ GEOCODER_URL: value })).toThrow(
      new RegExp(`GEOCODER_URL: .*${reason.replace(/[?/]/g, '\\$&')}`),
    );
  });

  it('accepts templates with {s} subdomains and {r}, and trims the geocoder base', () => {
    const config = configWith({
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png',
      GEOCODER_URL: GEOCODER,
    });
    expect(config.mapTileUrl).toBe('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png');
    expect(config.geocoderUrl).toBe('https://geo.example.net/nominatim');
  });

  it('leaves both empty when unset', () => {
    const config = configWith({});
    expect([config.mapTileUrl, config.geocoderUrl]).toEqual(['', '']);
    expect(configWith({ MAP_TILE_URL: '', GEOCODER_URL: '' }).mapTileUrl).toBe('');
  });

  it('stops the server at start with a message naming the variable', async () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const run = promisify(execFile)(
      process.execPath,
      [path.join(serverDir, '../../node_modules/tsx/dist/cli.mjs'), 'src/server.ts'],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH ?? '',
          ...testEnv(os.tmpdir()),
          PORT: '0',
          MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png',
        },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('MAP_TILE_URL: must be an http:// or https:// URL'),
    });
  });
});

describe('map settings: served to the client, and the CSP', () => {
  let withMap: TestApp;
  let withoutMap: TestApp;

  beforeAll(async () => {
    withMap = await buildTestApp(
      { MAP_TILE_URL: TILES, GEOCODER_URL: GEOCODER, MAP_ATTRIBUTION: '© Example Maps <b>' },
      { webFiles },
    );
    withoutMap = await buildTestApp({}, { webFiles });
  });
  afterAll(async () => {
    await withMap?.close();
    await withoutMap?.close();
  });

  it('hands the tile template, geocoder and attribution to the page', async () => {
    const res = await withMap.app.inject({ method: 'GET', url: '/' });
    expect(runtimeConfigOf(res.body)).toMatchObject({
      mapTileUrl: TILES,
      geocoderUrl: 'https://geo.example.net/nominatim',
      mapAttribution: '© Example Maps <b>',
    });
    // The attribution's markup stays inside the attribute (escaped), never becomes a tag.
    expect(res.body).not.toContain('<b>');
  });

  it('hands empty settings to the page when unset', async () => {
    const res = await withoutMap.app.inject({ method: 'GET', url: '/' });
    expect(runtimeConfigOf(res.body)).toMatchObject({ mapTileUrl: '', geocoderUrl: '' });
  });

  it('allows images from the tile host and fetches to the geocoder host only when set', async () => {
    for (const url of ['/', '/healthz']) {
      const csp = directives(
        (await withMap.app.inject({ method: 'GET', url })).headers['content-security-policy'] as
          string | undefined,
      );
      expect(csp.get('img-src')).toBe("'self' data: blob: https://tiles.example.org:8443");
      expect(csp.get('connect-src')).toBe("'self' https://geo.example.net");
    }
    const csp = directives(
      (await withoutMap.app.inject({ method: 'GET', url: '/' })).headers[
        'content-security-policy'
      ] as string | undefined,
    );
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('names a {s} tile template as every subdomain of its host', async () => {
    const t = await buildTestApp({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      expect(csp.get('img-src')).toBe("'self' data: blob: https://*.tile.example.org");
      expect(csp.get('connect-src')).toBe("'self'");
    } finally {
      await t.close();
    }
  });
});
