// The floor this machine allows: Lighthouse on each bench page as the app draws it, beside the
// same screen as a static page with no JavaScript at all (the rendered screen's HTML and the
// stylesheets it uses, captured from the built app once every step has rendered; the content mark
// set by a one-line script). Whatever the static page scores is what the browser's own work
// (parsing, style, layout, paint, fonts) costs here before any of the app's code runs, so a
// budget the static page misses cannot be met by the app on this machine. The two take turns
// (app, static, static, app, ...) so the machine's drift weighs on both. A tool for reading the
// bench's figures, not a budget.
// Usage: npm run build && node bench/floor.mjs [rounds]   (LIGHTHOUSE_PAGES=login,business)
import fs from 'node:fs';
import path from 'node:path';
import {
  benchPageRoute,
  benchPhonePage,
  launchChromium,
  login,
  median,
  startServer,
  tempDir,
  webDist,
} from './lib.mjs';

const rounds = Number(process.argv[2] || 3);
const PAGES = [
  ['login', 'login'],
  ['business list', 'list'],
  ['reservation: policyholder', 'section'],
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const chosen = only ? PAGES.filter(([name]) => only.some((p) => name.startsWith(p))) : PAGES;

/** A copy of the build whose index.html is the screen itself, without scripts. */
async function staticCopies() {
  const server = await startServer({ DEMO_DATA: '1' });
  const browser = await launchChromium();
  const dirs = {};
  try {
    const token = await login(server.url);
    for (const [name, which] of chosen) {
      // A context of its own: the login page opens without the session the others hold.
      const context = await browser.createBrowserContext();
      const page = await benchPhonePage(context, which, server.url, token);
      await page.goto(`${server.url}/#${await benchPageRoute(which, server.url, token)}`);
      await page.waitForFunction(() => performance.getEntriesByName('content').length > 0);
      // Every step of the screen (fields and cards come in steps after the first).
      await new Promise((r) => setTimeout(r, 2000));
      const { root, sheets } = await page.evaluate(() => ({
        root: document.getElementById('root').innerHTML,
        sheets: [...document.styleSheets]
          .map((sheet) => sheet.href)
          .filter(Boolean)
          .map((href) => new URL(href).pathname),
      }));
      await context.close();
      const dir = tempDir(`floor-${which}`);
      fs.cpSync(webDist, dir, { recursive: true });
      // No service worker either: nothing of the app's code runs.
      fs.rmSync(path.join(dir, 'sw.js'), { force: true });
      fs.writeFileSync(path.join(dir, 'assets/content-mark.js'), "performance.mark('content');\n");
      const html = fs
        .readFileSync(path.join(webDist, 'index.html'), 'utf8')
        .replace(/<script\b[^>]*>[^<]*<\/script>/g, '')
        .replace(/<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
        .replace(
          /<div id="root">[\s\S]*<\/body>/,
          `${sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}` +
            `<div id="root">${root}</div><script src="/assets/content-mark.js"></script></body>`,
        );
      fs.writeFileSync(path.join(dir, 'index.html'), html);
      dirs[name] = dir;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return dirs;
}

const dirs = await staticCopies();
process.env.LIGHTHOUSE_RUNS = '1';
const { run } = await import('./lighthouse.mjs');
const figures = {};
const log = console.log;
for (let round = 0; round < rounds; round++) {
  for (const [name] of chosen) {
    const order = round % 2 ? ['static', 'app'] : ['app', 'static'];
    for (const variant of order) {
      process.env.LIGHTHOUSE_PAGES = name;
      if (variant === 'static') process.env.WEB_DIST = dirs[name];
      else delete process.env.WEB_DIST;
      console.log = () => {};
      try {
        const result = await run();
        const r = result.pages[name];
        (figures[`${name}, ${variant}`] ??= []).push(r);
      } finally {
        console.log = log;
      }
    }
  }
}
console.log(`\nLighthouse, the app against its screens as static pages (${rounds} runs each)`);
console.log('page, build | score | TBT (ms) | content (s) | benchmarkIndex');
for (const [key, runs] of Object.entries(figures)) {
  const col = (k, scale = 1) => {
    const values = runs.map((r) => r[k] / scale);
    const digits = scale === 1 ? 0 : 2;
    return `${median(values).toFixed(digits)} (${values.map((v) => v.toFixed(digits)).join(', ')})`;
  };
  console.log(
    `${key} | ${col('score')} | ${col('tbtMs')} | ${col('contentMs', 1000)} | ${runs.map((r) => r.benchmarkIndex).join(', ')}`,
  );
}
for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
