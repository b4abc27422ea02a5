/**
 * A filter that came with the address from elsewhere (a dashboard figure, a page's "whole
 * history" link) and has no field of its own in the filter bar: said in words, with a button that
 * drops it. Shown above the list by ListScreen's `notice`.
 */
export function FilterNotice({
  text,
  clearLabel,
  onClear,
  testId = 'dashboard-filter',
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
  testId?: string;
}) {
  return (
    <p className="console-filter" data-testid={testId}>
      <span>{text}</span>{' '}
      <button type="button" className="console-link-button" onClick={onClear}>
        {clearLabel}
      </button>
    </p>
  );
}
