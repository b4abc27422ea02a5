import ProgressBar from 'antd-mobile/es/components/progress-bar';

type UploadProgressProps = {
  /** 0-100. */
  percent: number;
  testId?: string;
} & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never });

/**
 * An upload's progress as a screen reader hears it: a progressbar with its value and a name (the
 * visible label of the file it belongs to, or a text of its own), around antd-mobile's bar, which
 * draws the bar and the percentage but has no role.
 */
export function UploadProgress({ percent, labelledBy, label, testId }: UploadProgressProps) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      <ProgressBar percent={percent} text={`${percent}%`} />
    </div>
  );
}
