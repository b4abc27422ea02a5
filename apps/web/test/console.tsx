import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { StaffRole } from '@app/contract/calls/staff';
import { ConsoleProviders } from '../src/pda/app/providers';
import { consoleResources } from '../src/pda/app/i18n-resources';
import { initI18n } from '../src/i18n/i18n';
import { setNavigator } from '../src/lib/navigation';
import { saveStaffLogin } from '../src/pda/lib/staff-session';
import { testQueryClient } from './query-client';

/** The console's texts on top of the app's (the setup loads the app's). */
export function useConsoleTexts(): void {
  initI18n(consoleResources, 'en-US');
}

/** The console's texts in one language (a test of both languages), and every one of them. */
export function consoleTextsIn(language: 'zh-CN' | 'en-US'): void {
  initI18n(consoleResources, language);
}
export { consoleResources };

/** A logged-in staff member with a token valid for ten minutes. */
export function logInAs(role: StaffRole, id = 's1'): void {
  saveStaffLogin({
    bearer_token: 'bearer-1',
    refresh_token: 'refresh-1',
    expire_in: 600,
    staff: { id, name: `Test ${role}`, email: `${role}@example.com`, role },
  });
}

export interface AdminCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type AdminReply = { code: number; msg?: string; data?: unknown } | Response;

/** What the desk panels on every detail page ask for (notes, assignees): empty unless a test says. */
const deskReads = new Set(['/admin/notes', '/admin/assignees']);

/**
 * Replaces fetch with a fake back office: `answer(call)` decides each reply, sent with the HTTP
 * status equal to its code, as the admin API does. The desk panels' reads answer empty lists
 * unless `options.desk` is false (a test of those panels answers them itself).
 */
export function fakeAdmin(
  answer: (call: AdminCall) => AdminReply | Promise<AdminReply>,
  options: { desk?: boolean } = {},
) {
  const calls: AdminCall[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://localhost');
    const raw = init?.body;
    const call: AdminCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const emptyDesk = options.desk !== false && call.method === 'GET' && deskReads.has(call.path);
    const reply = emptyDesk ? { code: 200, data: { list: [] } } : await answer(call);
    if (reply instanceof Response) return reply;
    const envelope = { msg: '', data: null, ...reply };
    return new Response(JSON.stringify(envelope), {
      status: reply.code,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a console screen inside the console's providers and a memory router. */
export function renderConsole(
  ui: ReactElement,
  options: { path?: string; route?: string; routes?: RouteObject[] } = {},
) {
  const path = options.path ?? '/';
  const [pathname = path, query] = (options.route ?? path).split('?');
  const router = createMemoryRouter([{ path, element: ui }, ...(options.routes ?? [])], {
    initialEntries: [{ pathname, search: query ? `?${query}` : '' }],
  });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const queryClient = testQueryClient();
  const view = render(
    <ConsoleProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router, queryClient };
}

/** A reservation as GET /admin/appointments lists it; `over` changes what a test is about. */
export function reservationSummary(over: Record<string, unknown> = {}) {
  return {
    token: 'tok1',
    productType: 'insurance',
    status: 'submitted',
    review: 'pending',
    businessId: 'b1',
    orderNo: 'ORD-1',
    memberName: 'Chan Tai Man',
    creatorEmail: 'demo@example.com',
    fillerEmail: null,
    invitedEmail: null,
    createdAt: '2026-02-01T08:00:00.000Z',
    submittedAt: '2026-02-02T08:00:00.000Z',
    assigneeId: null,
    assigneeName: null,
    ...over,
  };
}
