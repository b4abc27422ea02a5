import { vi } from 'vitest';

/** One canned answer: an envelope (HTTP 200) or a whole Response (other statuses). */
export type Reply = { code: number; msg?: string; data?: unknown } | Response;

export interface SeenRequest {
  path: string;
  fields: Record<string, string>;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function fieldsOf(body: BodyInit | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (body instanceof URLSearchParams || body instanceof FormData) {
    body.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
  }
  return out;
}

/**
 * Replaces fetch with a fake server: `answer(path, fields)` decides each reply. Returns the
 * requests seen, with their decoded fields and headers.
 */
export function fakeServer(answer: (path: string, fields: Record<string, string>) => Reply) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    const request = {
      path,
      fields: fieldsOf(init?.body),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    seen.push(request);
    const reply = answer(path, request.fields);
    if (reply instanceof Response) return reply;
    const envelope = { msg: '', data: null, ...reply };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock };
}

export const demoMember = {
  id: 'm1',
  name: 'Chan Tai Man',
  mobile: '13800000000',
  email: 'demo@example.com',
};

/** A server that never answers: each request hangs until it is aborted (timeouts, cancels). */
export function silentServer() {
  const fetchMock = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
