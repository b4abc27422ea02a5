import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './feedback';
import { toastInvalid } from './invalid-form';

vi.mock('./feedback', () => ({ showToast: vi.fn() }));

beforeEach(() => vi.mocked(showToast).mockClear());

describe('toastInvalid (SPEC §5)', () => {
  it("toasts the first field's message, with the field's own label", () => {
    toastInvalid({
      idType: { key: 'validation.requiredChoice', params: { field: 'idType' } },
      account: { key: 'validation.required', params: { field: 'account' } },
    });
    expect(showToast).toHaveBeenCalledTimes(1);
    // Silent for screen readers: the field reads out its own message (role="alert").
    expect(showToast).toHaveBeenCalledWith('Please choose the ID type', { announce: false });
  });

  it('toasts a text the server already translated as it is', () => {
    toastInvalid({ email: 'This e-mail is already registered' });
    expect(showToast).toHaveBeenCalledWith('This e-mail is already registered', {
      announce: false,
    });
  });

  it("falls back to 'please enter all data correctly' when no field has a message", () => {
    toastInvalid({});
    // No field shows this one: the toast says it (showToast's default announces).
    expect(showToast).toHaveBeenCalledWith('please enter all data correctly');
  });

  it('keeps the generic words of the kind for a field without a label', () => {
    toastInvalid({ x: { key: 'validation.requiredChoice', params: { field: 'x' } } });
    expect(showToast).toHaveBeenCalledWith('Please make a choice', { announce: false });
  });
});
