import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideLoading, showLoading, showToast } from './feedback';
import { toastInvalid } from './invalid-form';
import { clearToast } from './toast';

// What a screen reader hears: the content of the page's polite live region.
const spoken = () => screen.getByTestId('toast-live');
const toastText = () => document.querySelector('.toast__main')?.textContent ?? null;

afterEach(() => {
  clearToast();
  vi.useRealTimers();
});

describe('toasts (lib/toast.ts; issue 14, WCAG 4.1.3)', () => {
  it('has a polite live region on the page before any toast', () => {
    const region = spoken();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a toast inside the live region, once in the page, and takes it away after 2 s', () => {
    vi.useFakeTimers();
    showToast('Login Successful');
    expect(spoken()).toHaveTextContent('Login Successful');
    expect(screen.getAllByText('Login Successful')).toHaveLength(1);
    vi.advanceTimersByTime(1_999);
    expect(toastText()).toBe('Login Successful');
    vi.advanceTimersByTime(1);
    expect(toastText()).toBeNull();
  });

  it('keeps a toast for the duration asked', () => {
    vi.useFakeTimers();
    showToast('Login has expired, please login again', { durationMs: 5_000 });
    vi.advanceTimersByTime(4_000);
    expect(toastText()).toBe('Login has expired, please login again');
    vi.advanceTimersByTime(1_000);
    expect(toastText()).toBeNull();
  });

  it('replaces the toast on screen, with a new element even for the same text', () => {
    showToast('Wrong password');
    const first = document.querySelector('.toast__main');
    showToast('Wrong password');
    expect(document.querySelectorAll('.toast__main')).toHaveLength(1);
    // A new node in the live region is read again; the same node with the same text would not be.
    expect(document.querySelector('.toast__main')).not.toBe(first);
    expect(spoken()).toHaveTextContent('Wrong password');
  });

  it("leaves a field's message to the field, and says the fallback no field shows", () => {
    toastInvalid({ idType: { key: 'validation.requiredChoice', params: { field: 'idType' } } });
    expect(toastText()).toBe('Please choose the ID type');
    expect(spoken()).toBeEmptyDOMElement();
    toastInvalid({});
    expect(spoken()).toHaveTextContent('please enter all data correctly');
  });

  it('blocks taps while loading, silently, and a message after it stays', () => {
    showLoading();
    const blocker = document.querySelector('.toast--blocking');
    expect(blocker).not.toBeNull();
    expect(spoken()).toBeEmptyDOMElement();
    showToast('Saved successfully');
    hideLoading();
    expect(toastText()).toBe('Saved successfully');
    expect(document.querySelector('.toast--blocking')).toBeNull();
  });
});
