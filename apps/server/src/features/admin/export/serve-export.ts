import type { AdminDownloadRoute } from '@app/contract/admin/api/route';
import { EXPORT_ROW_CAP } from '@app/contract/admin/api/export';
import type { ExportFormat } from '@app/contract/admin/api/export';
import { BodyCode, labelIn } from '@app/contract/codes';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Paging } from '../../../db/paging.ts';
import { AppError } from '../../../http/app-error.ts';
import { serveAdminDownload } from '../serve-admin.ts';
import type { AdminInput } from '../serve-admin.ts';
import { cellText } from './cells.ts';
import { exportColumns } from './columns.ts';
import type { ExportList } from './columns.ts';
import { toCsv } from './csv.ts';
import { toXlsx } from './xlsx.ts';

/** A list's rows as its route answers them; `total` when the list counts its matches. */
interface Found {
  list: readonly unknown[];
  total?: number;
}

const types: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Serves a list's export (DESIGN.md: GET /admin/<list>/export?format=csv|xlsx). `find` is the
 * list's own read with the export's filters and one page of EXPORT_ROW_CAP rows, so the rows,
 * their order, the role check and an agent's book are the list's. More matches than the cap are
 * refused (400 export.tooMany): a file silently cut short would pass for the whole.
 * The export is audited before a byte is sent: action `export`, the list, filters and row count.
 */
export function serveAdminExport<R extends AdminDownloadRoute>(
  app: FastifyInstance,
  route: R,
  list: ExportList,
  find: (input: AdminInput<R>, filters: Record<string, unknown> & Paging) => Promise<Found>,
): void {
  serveAdminDownload(app, route, async (input) => {
    // Every export route's query holds `format` (api/export.ts); TypeScript cannot see it through R.
    const { format, ...filters } = input.query as unknown as { format: ExportFormat };
    const found = await find(input, { ...filters, page: 1, size: EXPORT_ROW_CAP });
    if ((found.total ?? found.list.length) > EXPORT_ROW_CAP) {
      throw new AppError(BodyCode.invalid, 'export.tooMany');
    }
    const columns = exportColumns(list);
    const table = [
      columns.map((column) => labelIn(input.lang, column.label)),
      ...found.list.map((row) => columns.map((column) => cellText(row, column.path))),
    ];
    const body = format === 'csv' ? toCsv(table) : await toXlsx(list, table);
    await recordAudit(input.ctx.db, {
      actor: input.ctx.access.actor,
      action: 'export',
      objectType: list,
      objectId: format,
      changes: { filters, format, rows: found.list.length },
    });
    const day = new Date().toISOString().slice(0, 10);
    return input.reply
      .header('content-type', types[format])
      .header('content-disposition', `attachment; filename="${list}-${day}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
