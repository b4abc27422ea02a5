import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAdmin,
  logInAs,
  renderConsole,
  reservationSummary,
  useConsoleTexts,
} from '../../../../../test/console';
import { ReservationScreen } from './reservation-screen';

const reservation = (over: Record<string, unknown> = {}) =>
  reservationSummary({
    sections: {
      applicant: {
        completed: true,
        data: { nameEn: 'Chan Tai Man', gender: 'M', smoking: 'N' },
      },
    },
    uploads: [
      {
        id: 'u1',
        kind: 'idCardFront',
        name: 'front.pdf',
        mime: 'application/pdf',
        size: 2048,
        url: '/admin/uploads/u1',
        createdAt: null,
      },
    ],
    changeRequest: null,
    ...over,
  });

const render = () =>
  renderConsole(<ReservationScreen />, {
    path: '/reservations/:token',
    route: '/reservations/tok1',
  });

describe('ReservationScreen', () => {
  beforeEach(useConsoleTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the member changed since the request, which file is current, and that all is answered (issue 36)', async () => {
    logInAs('operator');
    const file = (id: string, name: string, current: boolean) => ({
      id,
      kind: 'idCardFront',
      name,
      mime: 'application/pdf',
      size: 2048,
      url: `/admin/uploads/${id}`,
      createdAt: null,
      current,
    });
    fakeAdmin(() => ({
      code: 200,
      data: reservation({
        status: 'changesRequested',
        uploads: [file('u1', 'old-front.pdf', false), file('u2', 'new-front.pdf', true)],
        changeRequest: {
          sections: ['applicant'],
          uploads: ['idCardFront'],
          note: 'Address and ID card',
          at: '2026-11-20T08:00:00.000Z',
          answered: { sections: ['applicant'], uploads: ['idCardFront'] },
          complete: true,
        },
        changesSinceRequest: {
          requestedAt: '2026-11-20T08:00:00.000Z',
          fields: [
            { section: 'applicant', field: 'gender', before: 'M', after: 'F' },
            {
              section: 'insured',
              field: 'mailingAddress',
              before: 'Old Road 1',
              after: 'New Road 2',
            },
          ],
          files: [{ kind: 'idCardFront', before: 'u1', after: 'u2' }],
        },
      }),
    }));
    render();
    const diff = await screen.findByRole('region', { name: /^Changed since the request of/ });
    const rows = within(diff).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Policyholder · GenderMaleFemale');
    expect(rows[2]).toHaveTextContent('Insured · Mailing addressOld Road 1New Road 2');
    expect(rows[3]).toHaveTextContent('Uploads · ID card frontold-front.pdfnew-front.pdf');
    expect(screen.getByTestId('change-request-state')).toHaveTextContent(
      'The member changed every part asked for',
    );
    expect(screen.getByTestId('change-request-parts')).toHaveTextContent(
      'Policyholder Changed by the member',
    );
    expect(
      within(screen.getByTestId('uploads-current')).getByRole('button', {
        name: 'Open new-front.pdf',
      }),
    ).toBeInTheDocument();
    const replaced = screen.getByTestId('uploads-replaced');
    expect(replaced).toHaveTextContent('(replaced)');
    expect(
      within(replaced).getByRole('button', { name: 'Open old-front.pdf' }),
    ).toBeInTheDocument();
  });

  it('shows every section with the contract labels and enum texts, and the uploads', async () => {
    logInAs('operator');
    fakeAdmin(() => ({ code: 200, data: reservation() }));
    render();
    const applicant = await screen.findByRole('region', { name: 'Policyholder' });
    const row = (key: string) => applicant.querySelector(`[data-field="${key}"]`);
    expect(row('nameEn')).toHaveTextContent('English name (pinyin)Chan Tai Man');
    expect(row('gender')).toHaveTextContent('Male');
    expect(row('smoking')).toHaveTextContent('No');
    expect(row('idNumber')).toHaveTextContent('—');
    expect(screen.getByRole('region', { name: 'Insured' })).toHaveTextContent('To be completed');
    expect(screen.getByRole('button', { name: 'Open front.pdf' })).toBeInTheDocument();
    // An operator may not read the audit log: no history panel.
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it("shows an admin the reservation's own history, asked by its token", async () => {
    logInAs('admin');
    const entry = {
      at: '2026-02-03T08:00:00.000Z',
      actor: { type: 'staff', id: 's2', name: 'Lee Ka Yan' },
      action: 'reveal',
      objectType: 'appointment',
      objectId: 'a1',
      changes: { fields: [] },
      object: { label: 'tok1', token: 'tok1', productType: 'insurance' },
    };
    const { calls } = fakeAdmin((call) =>
      call.path === '/admin/audit'
        ? { code: 200, data: { list: [entry], total: 1, page: 1, size: 5 } }
        : { code: 200, data: reservation() },
    );
    render();
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByTestId('audit-entry')).toHaveTextContent(
      'Lee Ka Yan revealed the full numbers of reservation tok1 (Insurance policy)',
    );
    const asked = calls.find((c) => c.path === '/admin/audit')!;
    expect(asked.query.get('objectId')).toBe('tok1');
    expect(within(panel).getByRole('link', { name: 'Full history' })).toHaveAttribute(
      'href',
      '/audit?objectType=appointment&objectId=tok1',
    );
  });

  it('requests changes of the picked sections and upload kinds with a required note', async () => {
    logInAs('agent');
    const { calls } = fakeAdmin((call) =>
      call.method === 'POST' ? { code: 200, data: null } : { code: 200, data: reservation() },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Pick at least one section or file')).toBeInTheDocument();
    const sections = screen.getByRole('group', { name: 'Sections to reopen' });
    await user.click(within(sections).getByRole('checkbox', { name: 'Insured' }));
    const uploads = screen.getByRole('group', { name: 'Files to upload again' });
    await user.click(within(uploads).getByRole('checkbox', { name: 'ID card front' }));
    await user.type(screen.getByLabelText('Note (the member sees it)'), 'Blurred scan');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/admin/businesses/b1/request-changes');
    expect(post?.body).toEqual({
      sections: ['insured'],
      uploads: ['idCardFront'],
      note: 'Blurred scan',
    });
  });

  it('shows the numbers masked, and in full only after the audited reveal call', async () => {
    logInAs('agent');
    const masked = reservation({
      sections: {
        applicant: {
          completed: true,
          data: { nameEn: 'Chan Tai Man', idNumber: '**************002X' },
        },
      },
    });
    const { calls } = fakeAdmin((call) =>
      call.path.endsWith('/reveal')
        ? {
            code: 200,
            data: { token: 'tok1', sections: { applicant: { idNumber: '11010519491231002X' } } },
          }
        : { code: 200, data: masked },
    );
    render();
    const applicant = await screen.findByRole('region', { name: 'Policyholder' });
    const idRow = () => applicant.querySelector('[data-field="idNumber"]');
    expect(idRow()).toHaveTextContent('**************002X');
    expect(calls.some((c) => c.path.endsWith('/reveal'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Show full numbers' }));
    await waitFor(() => expect(idRow()).toHaveTextContent('11010519491231002X'));
    expect(calls.find((c) => c.path.endsWith('/reveal'))).toMatchObject({
      method: 'POST',
      path: '/admin/appointments/tok1/reveal',
    });
    expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide numbers' }));
    expect(idRow()).toHaveTextContent('**************002X');
  });

  it('offers no reveal to an auditor', async () => {
    logInAs('auditor');
    fakeAdmin(() => ({ code: 200, data: reservation() }));
    render();
    await screen.findByRole('region', { name: 'Policyholder' });
    expect(screen.queryByRole('button', { name: 'Show full numbers' })).toBeNull();
  });

  it('hides the review actions from auditors', async () => {
    logInAs('auditor');
    fakeAdmin(() => ({ code: 200, data: reservation() }));
    render();
    expect(await screen.findByText(/Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a reservation outside the book (404) as not found', async () => {
    logInAs('agent');
    fakeAdmin(() => ({ code: 404, msg: 'Not found' }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});
