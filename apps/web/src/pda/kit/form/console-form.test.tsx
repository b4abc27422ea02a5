import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentCreate, paymentPatch, statusChangeBody } from '@app/contract/admin/schemas';
import { ApiError } from '../../../lib/api-error';
import { consoleTextsIn, renderConsole, useConsoleTexts } from '../../../../test/console';
import { ConsoleForm } from './console-form';
import type { FieldSpec } from './fields';

type Name = 'paymentDate' | 'feeType' | 'currency' | 'amount';
const fields: readonly FieldSpec<Name>[] = [
  { name: 'paymentDate', label: 'pda.payment.date', kind: 'date' },
  { name: 'feeType', label: 'pda.payment.feeType', kind: 'enum', enumName: 'feeType' },
  { name: 'currency', label: 'pda.payment.currency' },
  { name: 'amount', label: 'pda.payment.amount', kind: 'number' },
];
const blank = { paymentDate: '', feeType: 'premium', currency: '', amount: '' };
const stored = {
  paymentDate: '2026-01-05',
  feeType: 'premium',
  currency: 'USD',
  amount: '1200.00',
};
/** A new payment's form, as most tests render it (each adds what it checks). */
const payment = { fields, schema: paymentCreate, initial: blank, submitLabel: 'Save' };

describe('ConsoleForm', () => {
  beforeEach(useConsoleTexts);

  it('is a card named by its heading given `card`, and has no heading without it', () => {
    const common = { ...payment, onSubmit: vi.fn() };
    const { unmount } = renderConsole(
      <ConsoleForm {...common} card={{ id: 'payment-title', title: 'A payment' }} />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'A payment' });
    expect(heading).toHaveAttribute('id', 'payment-title');
    // The form itself is the card, named by its heading (the browser tests find it by that id).
    const card = screen.getByRole('form', { name: 'A payment' });
    expect(card).toHaveClass('console-card');
    expect(card).toHaveAttribute('aria-labelledby', 'payment-title');
    expect(card).toContainElement(heading);
    unmount();

    renderConsole(<ConsoleForm {...common} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const bare = screen.getByRole('button', { name: 'Save' }).closest('form');
    expect(bare).toHaveClass('form');
    expect(bare).not.toHaveAttribute('aria-labelledby');
  });

  it.each([
    ['en-US', 'Save', 'Amount'],
    ['zh-CN', '保存', '金额'],
  ] as const)(
    'refuses what the schema refuses, beside the fields in %s, and sends nothing',
    async (language, save, amount) => {
      consoleTextsIn(language);
      const onSubmit = vi.fn(() => Promise.resolve());
      const user = userEvent.setup();
      renderConsole(<ConsoleForm {...payment} onSubmit={onSubmit} submitLabel={save} />);
      await user.type(screen.getByLabelText(amount), 'lots');
      await user.click(screen.getByRole('button', { name: save }));
      const field = screen.getByLabelText(amount);
      await waitFor(() =>
        expect(screen.getByLabelText(amount)).toHaveAttribute('aria-invalid', 'true'),
      );
      const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toMatch(language === 'zh-CN' ? /[\u4e00-\u9fff]/ : /[a-z]/i);
      expect(message?.textContent).not.toMatch(/validation\./);
      expect(field).toHaveValue('lots');
      // The first invalid field in the declared order takes the focus: the date, still empty.
      expect(
        screen.getByLabelText(language === 'zh-CN' ? '缴费日期' : 'Payment date'),
      ).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('shows a 400 answer on its fields, keeps the input, and a refusal without fields on the form', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'Invalid', { fields: { currency: 'Not a currency we take' } }),
      )
      .mockRejectedValueOnce(new ApiError(409, 'The business changed meanwhile', null));
    const user = userEvent.setup();
    renderConsole(
      <ConsoleForm {...payment} initial={{ ...stored, currency: 'XXX' }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a currency we take')).toBeInTheDocument();
    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveAttribute('aria-invalid', 'true');
    expect(currency).toHaveValue('XXX');
    await waitFor(() => expect(currency).toHaveFocus());
    // Typing in the field clears its message; the next refusal names no field.
    await user.type(currency, '{Backspace}Y');
    expect(screen.queryByText('Not a currency we take')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The business changed meanwhile');
    expect(currency).toHaveValue('XXY');
  });

  it('sends only the changed fields of a correction, as the schema outputs them', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderConsole(
      <ConsoleForm
        fields={fields}
        schema={paymentPatch}
        initial={stored}
        correction
        onSubmit={onSubmit}
        onDone={onDone}
        submitLabel="Save"
      />,
    );
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, ' 1300.00 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ amount: '1300.00' });
  });

  it('asks before an irreversible action and sends only once confirmed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderConsole(
      <ConsoleForm
        fields={[
          {
            name: 'status',
            label: 'pda.business.newStatus',
            kind: 'enum',
            enumName: 'businessStatus',
          },
        ]}
        schema={statusChangeBody}
        initial={{ status: 'cancelled' }}
        confirm={(body) => `Really ${body.status}?`}
        onSubmit={onSubmit}
        submitLabel="Change"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Really cancelled?')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    // The dialog takes clicks once its opening animation is over.
    await waitFor(() => user.click(confirm));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: 'cancelled', note: '' }));
  });
});
