import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX_LENGTH } from '@app/contract/admin/note-schemas';
import { fakeAdmin, logInAs, renderConsole, useConsoleTexts } from '../../../../test/console';
import type { AdminCall } from '../../../../test/console';
import { AssigneePanel } from './assignee-panel';
import { NotesPanel } from './notes-panel';

/** The desk panels of a detail page (issue 37 point 4): who looks after it, internal notes. */
const staff = [
  { id: 's1', name: 'Test operator', role: 'operator' },
  { id: 's2', name: 'Lee Agent', role: 'agent' },
];
const notes = [
  {
    id: 'n2',
    text: 'Called back,\nwaiting for the bank',
    at: '2026-02-03T08:00:00.000Z',
    author: { id: 's1', name: 'Test operator' },
  },
  {
    id: 'n1',
    text: 'First call',
    at: '2026-02-02T08:00:00.000Z',
    author: { id: null, name: 'ADMIN_TOKEN' },
  },
];

const desk = (write: (call: AdminCall) => { code: number; msg?: string; data?: unknown }) =>
  fakeAdmin(
    (call) => {
      if (call.method !== 'GET') return write(call);
      if (call.path === '/admin/assignees') return { code: 200, data: { list: staff } };
      return { code: 200, data: { list: notes } };
    },
    { desk: false },
  );

describe('AssigneePanel', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('assigns a reservation by its token and shows a refusal beside the choice', async () => {
    logInAs('operator');
    const { calls } = desk(() => ({
      code: 400,
      msg: 'Invalid',
      data: { fields: { assigneeId: "This is not in that agent's book" } },
    }));
    const user = userEvent.setup();
    renderConsole(
      <AssigneePanel
        kind="reservation"
        objectKey="tok1"
        assigneeId={null}
        assigneeName={null}
        readOnly={false}
      />,
    );
    expect(screen.getByTestId('assignee')).toHaveTextContent('Nobody');
    const choice = screen.getByLabelText('Assign to');
    await within(choice).findByRole('option', { name: 'Lee Agent' });
    await user.selectOptions(choice, 's2');
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(await screen.findByText("This is not in that agent's book")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/admin/appointments/tok1');
    expect(patch?.body).toEqual({ assigneeId: 's2' });
  });

  it('clears a business assignee with "Nobody", and offers no choice to an auditor', async () => {
    logInAs('operator');
    const { calls } = desk(() => ({ code: 200, data: null }));
    const user = userEvent.setup();
    const view = renderConsole(
      <AssigneePanel
        kind="business"
        objectKey="b1"
        assigneeId="s2"
        assigneeName="Lee Agent"
        readOnly={false}
      />,
    );
    expect(screen.getByTestId('assignee')).toHaveTextContent('Lee Agent');
    await user.selectOptions(screen.getByLabelText('Assign to'), '');
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ assigneeId: null }),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.path).toBe('/admin/businesses/b1');
    view.unmount();
    renderConsole(
      <AssigneePanel
        kind="business"
        objectKey="b1"
        assigneeId={null}
        assigneeName={null}
        readOnly
      />,
    );
    expect(screen.queryByLabelText('Assign to')).toBeNull();
  });
});

describe('NotesPanel', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('lists notes newest first with author and adds one, checked before it is sent', async () => {
    logInAs('agent');
    const { calls } = desk(() => ({ code: 200, data: notes[0] }));
    const user = userEvent.setup();
    renderConsole(<NotesPanel objectType="business" objectId="b1" readOnly={false} />);
    const list = await screen.findByTestId('notes');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Test operator');
    expect(items[0]).toHaveTextContent('waiting for the bank');
    expect(items[1]).toHaveTextContent('ADMIN_TOKEN');
    expect(screen.getByText('Seen by staff only, never by the member.')).toBeInTheDocument();
    const field = screen.getByLabelText('New note');
    expect(field).toHaveAttribute('maxlength', String(NOTE_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(field, 'Prefers e-mail');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Prefers e-mail' }),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/admin/notes');
    expect(Object.fromEntries(post?.query ?? [])).toEqual({
      objectType: 'business',
      objectId: 'b1',
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
