import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationContent } from '../src/application-record/content.ts';
import {
  renderInWorker,
  setRenderLimits,
  stopRenderWorker,
} from '../src/application-record/render-pool.ts';
import { pdfText } from './application-record-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { hostileSignaturePng, png } from './upload-files.ts';

/**
 * Issue 34, point 4: the application PDF's renderer cannot take the server down. It draws no
 * image larger than a signature may be (the 7071 × 7071 16-bit PNG, stored before the
 * upload limit, took 2 GB), and each render runs alone in a worker with a heap limit and a
 * deadline: one that passes them fails, and the next render and the server go on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await setRenderLimits({});
  await stopRenderWorker();
  await t?.close();
});

const UNREADABLE = 'Signature image unreadable';
const options = () => ({ unreadableImage: UNREADABLE, createdAt: new Date() });

function content(blocks: ApplicationContent['blocks']): ApplicationContent {
  return {
    lang: 'en-US',
    title: 'Application form',
    subject: 'Application BO1',
    pageTemplate: 'Page {{page}} of {{pages}}',
    blocks,
  };
}

const signatures = (bytes: Buffer) =>
  content([{ title: 'Signatures', rows: [], images: [{ label: 'Policyholder', bytes }] }]);

/** Rows enough to take pdfkit's pages far past a small heap. */
const heavy = () =>
  content([
    {
      title: 'Everything',
      rows: Array.from({ length: 60_000 }, (_, i) => ({
        label: `row ${i}`,
        value: 'x'.repeat(200),
      })),
    },
  ]);

const isImageIn = (pdf: Buffer) => pdf.includes(Buffer.from('/Subtype /Image'));

describe('the application PDF renderer', () => {
  it('says a hostile stored signature is unreadable instead of decoding it', async () => {
    const pdf = await renderInWorker(signatures(await hostileSignaturePng()), options());
    expect(isImageIn(pdf)).toBe(false);
    expect(await pdfText(pdf)).toContain(UNREADABLE);
    // A signature within the limits is drawn.
    const drawn = await renderInWorker(signatures(png(2000, 1000)), options());
    expect(isImageIn(drawn)).toBe(true);
    expect(await pdfText(drawn)).not.toContain(UNREADABLE);
  });

  it('fails a render past its heap limit alone: the next render and the server go on', async () => {
    await setRenderLimits({ heapMb: 32 });
    const hostile = renderInWorker(heavy(), options());
    // Queued behind it, on the same worker before this change.
    const next = renderInWorker(signatures(png(20, 10)), options());
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    await expect(hostile).rejects.toThrow(/memory/i);
    expect(isImageIn(await next)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('fails a render past its deadline alone', async () => {
    await setRenderLimits({ deadlineMs: 1 });
    await expect(renderInWorker(heavy(), options())).rejects.toThrow(/longer than 1 ms/);
    await setRenderLimits({});
    expect(isImageIn(await renderInWorker(signatures(png(20, 10)), options()))).toBe(true);
  });
});
