import { parentPort } from 'node:worker_threads';
import type { ApplicationContent } from './content.ts';
import { renderApplicationPdf } from './render.ts';

/**
 * The worker thread that draws application PDFs (render-pool.ts starts it): one request at a time
 * in, the PDF's bytes out. It keeps the opened font for every later document.
 */
export interface RenderRequest {
  id: number;
  content: ApplicationContent;
  unreadableImage: string;
  createdAt: number;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  const { id, content, unreadableImage, createdAt } = request;
  renderApplicationPdf(content, { unreadableImage, createdAt: new Date(createdAt) }).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length);
      parentPort?.postMessage({ id, pdf: bytes } satisfies RenderAnswer);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer),
  );
});
