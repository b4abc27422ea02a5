import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { FakeUpload, payees, remittanceOf, serveMoney } from '../testing';
import { PayScreen } from './pay-screen';

beforeEach(() => {
  FakeUpload.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

const currencies = () => ({
  code: 200,
  data: {
    list: [
      { code: 'HKD', name: 'Hong Kong Dollar' },
      { code: 'USD', name: 'US Dollar' },
    ],
    total: 2,
    page: 1,
    size: 200,
  },
});

/** An HKD instalment due: the form starts with its amount and the HKD account. */
const hkdDue = { paymentRecordId: 'r9', amount: '9000.00', currency: 'HKD', date: '2026-01-10' };

async function retype(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), text);
}

function render() {
  return renderScreen(<PayScreen />, {
    path: paths.business.pay,
    route: paths.business.payHref('b1'),
    routes: [{ path: paths.myRemittances, element: <p>my remittances</p> }],
  });
}

async function attachSlip() {
  const input = document.querySelector<HTMLInputElement>('input[name="slipUploadId"]')!;
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'slip.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(FakeUpload.last?.body).toBeDefined());
  return FakeUpload.last!;
}

/** The server's answer to the slip's upload: stored as u1. */
const slipStored = (upload: NonNullable<typeof FakeUpload.last>) =>
  upload.answer({
    code: 200,
    data: { id: 'u1', url: '/api/upload/file/u1', name: 'slip.png', size: 1, mime: 'image/png' },
  });

describe('PayScreen', () => {
  it('shows the official accounts of the business with the warning', async () => {
    const { seen } = serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': currencies,
    });
    render();
    const cards = await screen.findAllByTestId('payee');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('payee-account')).toHaveTextContent('004-500-100000-001');
    expect(
      within(cards[0]!).getByRole('button', {
        name: 'Copy the account number of AIA International Limited',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-warning')).toHaveTextContent(
      /Pay only into the official accounts/,
    );
    expect(seen.find((r) => r.path === 'remittance/payees')?.fields.businessId).toBe('b1');
  });

  it('sends the notice with the slip uploaded without a token, then opens My remittances', async () => {
    const user = userEvent.setup();
    const { seen } = serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': currencies,
      'remittance/create': () => ({ code: 200, msg: 'Submit Successful', data: remittanceOf() }),
    });
    render();
    await screen.findAllByTestId('payee');
    await retype(user, '12000.50');
    const upload = await attachSlip();
    expect(upload.body!.get('kind')).toBe('remittanceSlip');
    expect(upload.body!.get('token')).toBeNull();
    act(() => upload.progress(50, 100));
    // Named for a screen reader with its percentage, in the member's language.
    expect(screen.getByRole('progressbar', { name: /50\s?%/ })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => slipStored(upload));
    expect(await screen.findByTestId('slip-name')).toHaveTextContent('slip.png');
    await user.click(screen.getByRole('button', { name: 'Send remittance notice' }));
    expect(await screen.findByText('my remittances')).toBeInTheDocument();
    const sent = seen.find((r) => r.path === 'remittance/create')!.fields;
    expect(sent).toMatchObject({
      businessId: 'b1',
      payeeId: 'p1',
      amount: '12000.50',
      currency: 'HKD',
      slipUploadId: 'u1',
    });
  });

  it("refuses an amount against SPEC's money rule and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { seen } = serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': currencies,
    });
    render();
    await screen.findAllByTestId('payee');
    await retype(user, '0123');
    await user.click(screen.getByRole('button', { name: 'Send remittance notice' }));
    expect(await screen.findByTestId('error-amount')).toHaveTextContent(
      'please enter the correct number',
    );
    expect(screen.getByTestId('error-slipUploadId')).toHaveTextContent('Please upload this file');
    expect(screen.getByLabelText('Amount')).toHaveValue('0123');
    expect(seen.some((r) => r.path === 'remittance/create')).toBe(false);
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup();
    serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': currencies,
      'remittance/create': () => ({
        code: 400,
        msg: 'This slip was already sent with another remittance',
        data: { fields: { slipUploadId: 'This slip was already sent with another remittance' } },
      }),
    });
    render();
    await screen.findAllByTestId('payee');
    await retype(user, '100');
    const upload = await attachSlip();
    act(() => slipStored(upload));
    await screen.findByTestId('slip-name');
    await user.click(screen.getByRole('button', { name: 'Send remittance notice' }));
    expect(await screen.findByTestId('error-slipUploadId')).toHaveTextContent(
      'This slip was already sent with another remittance',
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
  });

  it("says 'Upload Failed, Please Try Again Later' when the slip cannot be sent", async () => {
    serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': currencies,
    });
    render();
    await screen.findAllByTestId('payee');
    const upload = await attachSlip();
    act(() => upload.answer({}, 502));
    expect(await screen.findByTestId('error-slipUploadId')).toHaveTextContent(
      'Upload Failed, Please Try Again Later',
    );
  });

  it("says 'Failed to obtain currency' when getlibcurrency fails, and still offers the account's", async () => {
    serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: hkdDue } }),
      'insuranceservice/getlibcurrency': () => ({ code: 500, msg: 'down' }),
    });
    render();
    expect(await screen.findByTestId('error-currency')).toHaveTextContent(
      'Failed to obtain currency',
    );
    expect(screen.getByRole('option', { name: 'HKD' })).toBeInTheDocument();
  });

  it('shows the instalment due and starts the notice with it and the account of its currency', async () => {
    const user = userEvent.setup();
    const usdDue = {
      paymentRecordId: 'r1',
      amount: '50000.00',
      currency: 'USD',
      date: '2026-02-03',
    };
    const { seen } = serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: usdDue } }),
      'insuranceservice/getlibcurrency': currencies,
      'remittance/create': () => ({ code: 200, msg: 'Submit Successful', data: remittanceOf() }),
    });
    render();
    const due = await screen.findByTestId('pay-due');
    expect(within(due).getByRole('heading', { name: 'Amount due' })).toBeInTheDocument();
    expect(due).toHaveTextContent('USD 50,000.00');
    expect(due).toHaveTextContent('Due on Feb 3, 2026');
    // The USD account is chosen, though the HKD one is listed first.
    expect(screen.getByRole('radio', { name: /Client Account · USD/ })).toBeChecked();
    expect(screen.getByLabelText('Amount')).toHaveValue('50000.00');
    const upload = await attachSlip();
    act(() => slipStored(upload));
    await screen.findByTestId('slip-name');
    await user.click(screen.getByRole('button', { name: 'Send remittance notice' }));
    await screen.findByText('my remittances');
    expect(seen.find((r) => r.path === 'remittance/create')!.fields).toMatchObject({
      payeeId: 'p2',
      amount: '50000.00',
      currency: 'USD',
    });
  });

  it('says nothing is due and offers no notice where no payment is due', async () => {
    serveMoney({
      'remittance/payees': () => ({ code: 200, data: { list: payees, due: null } }),
      'insuranceservice/getlibcurrency': currencies,
    });
    render();
    expect(await screen.findByTestId('money-empty')).toHaveTextContent(
      'Nothing is due on this policy now.',
    );
    expect(screen.queryByRole('button', { name: 'Send remittance notice' })).toBeNull();
  });

  it('shows the empty and the failed state', async () => {
    serveMoney({ 'remittance/payees': () => ({ code: 200, data: { list: [], due: hkdDue } }) });
    const view = render();
    expect(await screen.findByTestId('money-empty')).toHaveTextContent(
      'No account is available for this policy yet',
    );
    view.unmount();
    serveMoney({ 'remittance/payees': () => ({ code: 404, msg: 'Not found' }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The accounts could not be loaded');
  });
});
