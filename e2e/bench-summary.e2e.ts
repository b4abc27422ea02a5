// The bench's closing lines (bench/summary.mjs): a part that could not run is named, so its
// budgets do not pass for checked. The Lighthouse part once failed before the server was built
// and the run still closed with "0 budget(s) missed".
import { describe, expect, it } from 'vitest';
import { summaryLines } from '../bench/summary.mjs';

describe('the bench summary', () => {
  it('names a part that could not run beside the budgets the others missed', () => {
    expect(
      summaryLines({
        bundle: { rows: [{ name: 'login first load', ok: true }] },
        lighthouse: { error: 'Error: Build first: npm run build' },
        'api-load': { rows: [{ name: 'p99', ok: false }, { name: 'rps' }] },
      }),
    ).toEqual([
      '━━ 1 budget(s) missed; not measured (part failed): lighthouse:',
      '✗ api-load: p99',
    ]);
  });

  it('says nothing of failed parts when every part ran', () => {
    expect(summaryLines({ bundle: { rows: [{ name: 'login first load', ok: true }] } })).toEqual([
      '━━ 0 budget(s) missed',
    ]);
  });
});
