// Types of bench/summary.mjs for e2e/bench-summary.e2e.ts.
export interface PartResult {
  rows?: { name: string; ok?: boolean }[];
  error?: string;
}

export function summaryLines(parts: Record<string, PartResult>): string[];
