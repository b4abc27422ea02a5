import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../../test/console';
import { AuditScreen } from './audit-screen';

const page = { list: [], total: 0, page: 1, size: 20 };

/** An entry as the server answers it: staff member Ada created business BO-1 (b1). */
const anEntry = (overrides: Record<string, unknown> = {}) => ({
  at: '2026-03-01T02:00:00.000Z',
  actor: { type: 'staff', id: 's1', name: 'Ada' },
  action: 'create',
  objectType: 'business',
  objectId: 'b1',
  object: { label: 'BO-1', businessId: 'b1' },
  changes: {},
  refs: {},
  ...overrides,
});

describe('AuditScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('asks with the filters of the address and keeps a changed one there', async () => {
    logInAs('auditor');
    const { calls: all } = fakeAdmin(() => ({ code: 200, data: page }));
    const calls = () => all.filter((c) => c.path === '/admin/audit');
    const user = userEvent.setup();
    const { router } = renderConsole(<AuditScreen />, {
      path: '/audit',
      route: '/audit?action=status&from=2026-03-01&to=2026-03-02&objectType=business',
    });
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(Object.fromEntries(calls()[0]!.query)).toEqual({
      action: 'status',
      from: '2026-03-01',
      to: '2026-03-02',
      objectType: 'business',
      page: '1',
      size: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Change status');
    await user.type(screen.getByRole('textbox', { name: 'Person (name or ID)' }), 'chan');
    await waitFor(() => expect(router.state.location.search).toContain('actor=chan'));
    await waitFor(() => expect(calls().at(-1)!.query.get('actor')).toBe('chan'));
  });

  it("says a business's whole-history filter in words and drops it back to the whole log", async () => {
    logInAs('auditor');
    const { calls: all } = fakeAdmin(() => ({ code: 200, data: page }));
    const calls = () => all.filter((c) => c.path === '/admin/audit');
    const { router } = renderConsole(<AuditScreen />, {
      path: '/audit',
      route: '/audit?objectType=business&objectId=b1',
    });
    const notice = await screen.findByTestId('audit-object-filter');
    // No entry names it (the answer is empty): its id.
    expect(notice).toHaveTextContent('Only the history of the business b1');
    await waitFor(() => expect(calls().at(-1)!.query.get('objectId')).toBe('b1'));
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole log' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('objectId'));
    await waitFor(() => expect(calls().at(-1)!.query.get('objectId')).toBeNull());
    expect(calls().at(-1)!.query.get('objectType')).toBeNull();
    expect(screen.queryByTestId('audit-object-filter')).toBeNull();
  });

  it('names the object of a whole-history filter as its entries do: the order number, not the id', async () => {
    logInAs('auditor');
    const id = '5f0c7d1e-9a40-4c57-8a61-3b2f4e7d9c10';
    const entry = anEntry({ objectId: id, object: { label: 'BODEMO0001', businessId: id } });
    fakeAdmin(() => ({ code: 200, data: { ...page, list: [entry], total: 1 } }));
    renderConsole(<AuditScreen />, {
      path: '/audit',
      route: `/audit?objectType=business&objectId=${id}`,
    });
    const notice = await screen.findByTestId('audit-object-filter');
    await waitFor(() =>
      expect(notice).toHaveTextContent('Only the history of the business BODEMO0001'),
    );
    expect(notice).not.toHaveTextContent(id);
  });

  it('marks the previous answer busy while a changed filter loads, so it is not read as the new one', async () => {
    logInAs('auditor');
    const entry = {
      at: '2026-03-01T02:00:00.000Z',
      actor: 'admin:a1',
      actorName: 'Ada',
      action: 'create',
      objectType: 'business',
      objectId: 'b1',
      object: { label: 'BO-1' },
      changes: null,
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeAdmin(async (call) => {
      if (call.path !== '/admin/audit') return { code: 200, data: page };
      if (call.query.get('action') === 'status') await held;
      return { code: 200, data: { ...page, list: [entry], total: 1 } };
    });
    renderConsole(<AuditScreen />, { path: '/audit', route: '/audit' });
    const list = await screen.findByTestId('audit-list');
    const results = () => list.closest('.console-results');
    expect(results()).toHaveAttribute('aria-busy', 'false');
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'status');
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
  });

  it('names the object a change holds by id, linked to its page, as the inline history does', async () => {
    logInAs('auditor');
    const entry = anEntry({
      changes: { ownerId: { before: null, after: 'm1' } },
      refs: { m1: { label: 'Chan Tai Man', memberId: 'm1' } },
    });
    fakeAdmin(() => ({ code: 200, data: { ...page, list: [entry], total: 1 } }));
    renderConsole(<AuditScreen />, { path: '/audit', route: '/audit?objectId=b1' });
    const link = await screen.findByRole('link', { name: 'Chan Tai Man' });
    expect(link.getAttribute('href')).toMatch(/\/members\/m1$/);
    expect(screen.queryByText('m1')).toBeNull();
  });

  it('refuses an agent without asking', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin(() => ({ code: 200, data: page }));
    renderConsole(<AuditScreen />, { path: '/audit', route: '/audit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('not allowed');
    expect(calls.filter((c) => c.path === '/admin/audit')).toHaveLength(0);
  });
});
