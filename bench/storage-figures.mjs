// The storage bench's figures of one setting (bench/storage.mjs, bench/storage-http.mjs): per
// direction plain and sealed MB/s and CPU ms of each run, as table rows (medians, the ratio
// against its budget) and one line per run.
import { median, row } from './lib.mjs';

export const MIB = 1024 * 1024;
/** Throughput in MB/s (MiB, as the budgets' sizes are) of `bytes` moved in `ms`. */
export const mbps = (bytes, ms) => bytes / MIB / (ms / 1000);

const BUDGET = { max: 1.5 };
const fixed = (x) => x.toFixed(0);

/**
 * `figures` and `cpu`: {plainUp, sealedUp, plainDown, sealedDown}, a list of runs each. Without
 * `budget` the ratios are printed without one (a setting the server never runs).
 */
export function transferFigures(label, figures, cpu, runLabel = label, { budget = true } = {}) {
  const RATIO_BUDGET = budget ? BUDGET : undefined;
  const m = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)]));
  const c = Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, median(v)]));
  const rows = [
    row(`${label}: upload plain, median`, m.plainUp, 'MB/s'),
    row(`${label}: upload sealed, median`, m.sealedUp, 'MB/s'),
    row(`${label}: upload, plain ÷ sealed`, m.plainUp / m.sealedUp, '×', RATIO_BUDGET),
    row(`${label}: download plain, median`, m.plainDown, 'MB/s'),
    row(`${label}: download sealed, median`, m.sealedDown, 'MB/s'),
    row(`${label}: download, plain ÷ sealed`, m.plainDown / m.sealedDown, '×', RATIO_BUDGET),
    row(
      `${label}: CPU per upload, plain / sealed`,
      `${fixed(c.plainUp)} / ${fixed(c.sealedUp)}`,
      'ms',
    ),
    row(
      `${label}: CPU per download, plain / sealed`,
      `${fixed(c.plainDown)} / ${fixed(c.sealedDown)}`,
      'ms',
    ),
  ];
  const runs = Object.entries(figures).map(
    ([k, v]) =>
      `  ${runLabel} ${k.padEnd(10)} ${v.map(fixed).join(', ')} MB/s; CPU ${cpu[k].map(fixed).join(', ')} ms`,
  );
  return { rows, runs, medians: m, perRun: figures, cpuMedians: c, cpuPerRun: cpu };
}
