import { namedUploads } from './upload-usage.ts';
import type { Reopened } from './reservation-access.ts';

/**
 * Which parts of a change request the member has answered since staff asked (issue 36): a
 * reopened section saved after the request, a reopened upload kind whose file in the saved upload
 * section was sent after it. Shared: the member's overview and badges and the console's view of
 * the same reservation judge it alike, and features do not import each other.
 */
export interface Answered {
  sections: string[];
  uploads: string[];
}

export function answeredParts(
  reopened: Reopened,
  requestedAt: number,
  sections: readonly { section: string; data: string; updated_at: number }[],
  uploads: readonly { id: string; kind: string; created_at: number }[],
): Answered {
  const savedAt = new Map(sections.map((row) => [row.section, Number(row.updated_at)]));
  const uploadSection = sections.find((row) => row.section === 'upload');
  const named = new Set(uploadSection ? namedUploads(uploadSection.data) : []);
  const sentAfter = new Set(
    uploads
      .filter((file) => named.has(file.id) && Number(file.created_at) > requestedAt)
      .map((file) => file.kind),
  );
  return {
    sections: reopened.sections.filter((section) => (savedAt.get(section) ?? 0) > requestedAt),
    uploads: reopened.uploads.filter((kind) => sentAfter.has(kind)),
  };
}

/** Whether every part asked for is answered: the member may resubmit. */
export const allAnswered = (reopened: Reopened, answered: Answered) =>
  answered.sections.length === reopened.sections.length &&
  answered.uploads.length === reopened.uploads.length;
