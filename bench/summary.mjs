// The closing lines of `npm run bench` (bench/run.mjs): the budgets each part missed, and the
// parts that could not run, whose budgets were not measured at all.

/** `parts`: each part's result, `{ rows: [{ name, ok }] }` or `{ error }`. */
export function summaryLines(parts) {
  const misses = Object.entries(parts).flatMap(([part, r]) =>
    (r.rows ?? []).filter((x) => x.ok === false).map((x) => `${part}: ${x.name}`),
  );
  const failed = Object.keys(parts).filter((part) => parts[part].error);
  const unchecked = failed.length ? `; not measured (part failed): ${failed.join(', ')}` : '';
  return [
    `━━ ${misses.length} budget(s) missed${unchecked}${misses.length ? ':' : ''}`,
    ...misses.map((miss) => `✗ ${miss}`),
  ];
}
