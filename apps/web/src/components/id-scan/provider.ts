import type { ComponentType } from 'react';

/** What a form gives "Scan ID": where each reading goes, and what to do with the values. */
export interface ScanIdProps {
  /** The scan's keys (identity-table.ts names: nameCn, idNumber, ...) to the form's field keys. */
  targets: Readonly<Record<string, string>>;
  /** The values read, under the form's field keys; called once per scan that read anything. */
  onFill: (values: Record<string, string>) => void;
}

type Loader = () => Promise<{ default: ComponentType<ScanIdProps> }>;

let loader: Loader | undefined;

/**
 * The scan is a feature (features/id-scan) and the forms that show it are others, which may not
 * import it: app/ hands its loader over here, and only the loader, so the start stays as small.
 */
export function provideIdScan(load: Loader): void {
  loader = load;
}

export function idScanLoader(): Loader | undefined {
  return loader;
}
