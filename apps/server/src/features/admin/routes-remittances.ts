import type { PayeeQuery, RemittanceQuery } from '@app/contract/admin/remittance-schemas';
import { remittanceRoutes as api } from '@app/contract/admin/api/remittances';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { createPayee, listPayees, updatePayee } from './payee-service.ts';
import { confirmRemittance, listRemittances, rejectRemittance } from './remittance-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Payees (every role reads; admin, operator write) and members' remittance notices. */
export function registerRemittanceRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.payees, ({ ctx, query }) => listPayees(ctx, query));
  serveAdmin(app, api.createPayee, ({ ctx, body }) => createPayee(ctx, body));
  serveAdmin(app, api.updatePayee, ({ ctx, params, body }) => updatePayee(ctx, params.id, body));
  serveAdmin(app, api.list, ({ ctx, query }) => listRemittances(ctx, query));
  serveAdminExport(app, api.export, 'remittances', ({ ctx }, filters) =>
    listRemittances(ctx, filters as RemittanceQuery),
  );
  serveAdminExport(app, api.exportPayees, 'payees', ({ ctx }, filters) =>
    listPayees(ctx, filters as PayeeQuery),
  );
  serveAdmin(app, api.confirm, ({ ctx, params, body }) => confirmRemittance(ctx, params.id, body));
  serveAdmin(app, api.reject, ({ ctx, params, body }) => rejectRemittance(ctx, params.id, body));
}
