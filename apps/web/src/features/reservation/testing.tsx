import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Reservation } from '@app/contract/calls/reservation';
import { allEnumOptions } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import type { SectionData } from '@app/contract/sections/products';
import { renderScreen } from '../../../test/render';
import { FakeUpload } from '../../../test/fake-upload';
import { fakeServer } from '../../../test/server';
import type { Reply } from '../../../test/server';

/** Test support for the reservation screens (not shipped: only tests import it). */

export { FakeUpload };

// Screens here fetch the contract chunk and save through several calls: allow a loaded machine.
configure({ asyncUtilTimeout: 5000 });
// Toasts load antd-mobile's Toast on first use; loading it now keeps that inside the test run.
void import('antd-mobile/es/components/toast');
export const TOKEN = 'tok_abcdefghijklmnop';

export const banks = [
  { code: '004', name: 'HSBC', swift: 'HSBCHKHHHKH' },
  { code: '012', name: 'Bank of China (Hong Kong)', swift: 'BKCHHKHHXXX' },
];

export function reservationOf(
  productType: ProductType,
  data: Partial<Record<string, SectionData>> = {},
  overrides: Partial<Reservation> = {},
): Reservation {
  const sections: Reservation['sections'] = {};
  for (const section of productSections[productType]) {
    sections[section] = { completed: false, data: data[section] ?? {} };
  }
  return {
    token: TOKEN,
    productType,
    status: 'open',
    sections,
    uploads: [],
    changeRequest: null,
    ...overrides,
  };
}

export type Handler = (fields: Record<string, string>) => Reply;

/** A logged-in member and a fake server: reference calls answered, the rest by `handlers`. */
export function serve(reservation: Reservation, handlers: Record<string, Handler> = {}) {
  localStorage.setItem('member-token', 'member-1');
  sessionStorage.clear();
  return fakeServer((path, fields) => {
    const handler = handlers[path];
    if (handler) return handler(fields);
    if (path === 'policyholder/checkAppointUrl') return { code: 200, data: reservation };
    if (path === 'policyholder/EditAppointInfo') return { code: 200, data: reservation };
    if (path === 'insuranceservice/getinscommonenum') {
      return { code: 200, data: allEnumOptions('en-US') };
    }
    if (path === 'insuranceservice/getbanklist') return { code: 200, data: banks };
    return { code: 404, msg: `unexpected ${path}` };
  });
}

/**
 * platform/upload answering at once: each file gets an id named after its kind
 * (`id-<kind>-<n>`), and `sent` lists the kinds in the order they went up. `fail` answers those
 * kinds with a refusal instead.
 */
export function autoUploads(fail: Record<string, string> = {}) {
  const sent: string[] = [];
  class AutoUpload extends FakeUpload {
    override send(body: FormData) {
      super.send(body);
      const kind = String(body.get('kind'));
      sent.push(kind);
      const refusal = fail[kind];
      queueMicrotask(() =>
        refusal
          ? this.answer({ code: 400, msg: 'Upload Failed', data: { fields: { file: refusal } } })
          : this.answer({
              code: 200,
              msg: 'ok',
              data: {
                id: `id-${kind}-${sent.length}`,
                url: '/x',
                name: 'x.png',
                size: 1,
                mime: 'image/png',
              },
            }),
      );
    }
  }
  return { sent, XMLHttpRequest: AutoUpload };
}

/** Draws a stroke on a signature pad of the tip screen (the stand-in pad records it). */
export async function drawSignature(kind: string) {
  const box = await screen.findByTestId(`signature-${kind}`);
  const canvas = box.querySelector('canvas');
  if (!canvas) throw new Error(`no pad for ${kind}`);
  // The pad arrives as a chunk of its own: draw once it is listening.
  await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
  fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10 });
  fireEvent.pointerUp(canvas, { clientX: 40, clientY: 30 });
  await waitFor(() => expect(box).toHaveAttribute('data-signed', 'true'));
}

/** Ticks every consent the tip screen asks for and signs every pad it shows, as a member does. */
export async function declareAndSign() {
  const boxes = await screen.findAllByRole<HTMLInputElement>('checkbox');
  for (const box of boxes) if (!box.checked) fireEvent.click(box);
  const pads = document.querySelectorAll('[data-testid^="signature-"]');
  for (const pad of Array.from(pads)) {
    await drawSignature(pad.getAttribute('data-testid')?.replace('signature-', '') ?? '');
  }
}

/** Mounts a screen on its route with ?token= and stand-ins for the screens it goes to. */
export function renderAt(ui: ReactElement, path: string, extraRoutes: string[] = []) {
  return renderScreen(ui, {
    path,
    route: `${path}?token=${TOKEN}`,
    routes: extraRoutes.map((target) => ({
      path: target,
      element: <p>{`screen ${target}`}</p>,
    })),
  });
}
