import * as z from 'zod';
import { download } from './route.ts';
import type { AdminAddress } from './route.ts';

/**
 * Every back-office list exports what its filters show (DESIGN.md: GET /admin/<list>/export
 * ?format=csv|xlsx): the list's own filters without its paging, and the file's format.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const formatShape = { format: z.enum(exportFormats, { error: 'validation.option' }) };

/** The most rows one export holds; a wider filter is refused (narrow it), never cut short. */
export const EXPORT_ROW_CAP = 10_000;

/** The export route of a list: its filters and sorting without its paging, as a download. */
export function exportRoute<const A extends AdminAddress>(
  address: A,
  list: string,
  filters: z.ZodObject,
) {
  const shape: Record<string, z.ZodType> = { ...filters.shape };
  delete shape.page;
  delete shape.size;
  const query = z.object(shape).extend(formatShape);
  return download(address, {
    summary: `Export ${list} as the list's filters show them, as CSV or Excel (at most ${EXPORT_ROW_CAP} rows)`,
    query: query as unknown as z.ZodType<Record<string, unknown> & { format: ExportFormat }>,
  });
}
