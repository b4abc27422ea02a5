import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { fakeServer } from '../../../../test/server';
import { SendCodeButton } from './send-code-button';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderButton(props: { email?: string; countdown?: number } = {}) {
  const onInvalidEmail = vi.fn();
  renderScreen(
    <SendCodeButton
      email={props.email ?? 'new@example.com'}
      transactionType="register"
      countdown={props.countdown}
      onInvalidEmail={onInvalidEmail}
    />,
  );
  return { onInvalidEmail, button: screen.getByRole('button', { name: 'Send code' }) };
}

// Only the countdown's interval is faked: the request's promises and timers stay real.
const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

describe('SendCodeButton', () => {
  it('sends user/mailcode, then blocks re-sending for 60 s and returns to its text at zero', async () => {
    fakeIntervals();
    const { seen } = fakeServer(() => ({ code: 200 }));
    const { button } = renderButton();
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(seen[0]!.path).toBe('user/mailcode');
    expect(seen[0]!.fields).toMatchObject({
      accountNo: 'new@example.com',
      accType: 'bankUserEmail',
      transactionType: 'register',
    });
    const counting = screen.getByTestId('send-code');
    expect(counting).toBeDisabled();
    fireEvent.click(counting);
    act(() => vi.advanceTimersByTime(59_000));
    expect(counting).toHaveTextContent('Resend in 1 s');
    expect(counting).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(counting).toHaveTextContent('Send code');
    expect(counting).toBeEnabled();
    expect(seen).toHaveLength(1);
  });

  it('a non-positive countdown falls back to 60 s', async () => {
    fakeIntervals();
    fakeServer(() => ({ code: 200 }));
    const { button } = renderButton({ countdown: 0 });
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Resend in 60 s' });
  });

  it('an invalid e-mail is reported to the form and nothing is sent', async () => {
    const { fetchMock } = fakeServer(() => ({ code: 200 }));
    const { button, onInvalidEmail } = renderButton({ email: 'not-an-email' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(onInvalidEmail).toHaveBeenCalledWith({ key: 'validation.email', params: {} }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('a failed send shows the server message and allows another try', async () => {
    fakeServer(() => ({ code: 500, msg: 'Verification Code Sending Failed' }));
    const { button } = renderButton();
    fireEvent.click(button);
    expect(await screen.findByText('Verification Code Sending Failed')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Send code');
  });
});
