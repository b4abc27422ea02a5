import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MARK, afterFirstContent, hasFirstContent } from './first-content';

/** Lets the performance observer's callback and the work's own task run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

// Other test files in this worker render screens that make the mark.
beforeEach(() => {
  performance.clearMarks(CONTENT_MARK);
});

afterEach(() => {
  performance.clearMarks(CONTENT_MARK);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstContent', () => {
  it('waits for the first content mark, then runs the work once', async () => {
    const work = vi.fn();
    afterFirstContent(work, 60_000);
    await settle();
    expect(work).not.toHaveBeenCalled();

    performance.mark(CONTENT_MARK);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    // A second mark (another page's screens never make one, but a test might) changes nothing.
    performance.mark(CONTENT_MARK);
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the content is already there', async () => {
    performance.mark(CONTENT_MARK);
    expect(hasFirstContent()).toBe(true);
    const work = vi.fn();
    afterFirstContent(work, 60_000);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });

  it('runs after the fallback on a screen that makes no mark, and only then', async () => {
    const work = vi.fn();
    afterFirstContent(work, 80);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    // The mark after the fallback does not run it again.
    performance.mark(CONTENT_MARK);
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('ignores other marks', async () => {
    const work = vi.fn();
    afterFirstContent(work, 60_000);
    performance.mark('something-else');
    await settle();
    expect(work).not.toHaveBeenCalled();
    performance.clearMarks('something-else');
  });

  it('waits for a long idle period: a screen still rendering in steps leaves only short ones', async () => {
    type Idle = { run: (deadline: IdleDeadline) => void; timeout?: number };
    const idle: Idle[] = [];
    vi.stubGlobal('requestIdleCallback', (run: Idle['run'], options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    const deadline = (ms: number) => ({ didTimeout: false, timeRemaining: () => ms });
    const work = vi.fn();
    performance.mark(CONTENT_MARK);
    afterFirstContent(work, 60_000);
    expect(idle).toHaveLength(1);
    // A bound on the wait, so a page that is never idle still gets its work done.
    expect(idle[0]?.timeout).toBeGreaterThan(0);

    idle[0]?.run(deadline(8));
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    idle[1]?.run(deadline(49));
    expect(work).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(2);
  });

  it('gives up waiting for a long idle period after a few seconds', () => {
    type Idle = { run: (deadline: IdleDeadline) => void; timeout?: number };
    const idle: Idle[] = [];
    vi.stubGlobal('requestIdleCallback', (run: Idle['run'], options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    const now = vi.spyOn(performance, 'now');
    const work = vi.fn();
    performance.mark(CONTENT_MARK);
    now.mockReturnValue(1_000);
    afterFirstContent(work, 60_000);
    now.mockReturnValue(1_000 + 60_000);
    idle[0]?.run({ didTimeout: true, timeRemaining: () => 0 });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
