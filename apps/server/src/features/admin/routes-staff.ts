import type { StaffQuery } from '@app/contract/admin/staff-schemas';
import { staffRoutes as api } from '@app/contract/admin/api/staff';
import type { FastifyInstance } from 'fastify';
import { serveAdminExport } from './export/serve-export.ts';
import { resetStaffMfa } from './staff-mfa-reset.ts';
import { sendPasswordLink } from './staff-password-link.ts';
import { createStaffAccount, listStaffAccounts, updateStaffAccount } from './staff-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Staff accounts (admins change them; auditors may read the list). */
export function registerStaffRoutes(app: FastifyInstance): void {
  serveAdmin(app, api.list, ({ ctx, query }) => listStaffAccounts(ctx, query));
  serveAdminExport(app, api.export, 'staff', ({ ctx }, filters) =>
    listStaffAccounts(ctx, filters as StaffQuery),
  );

  serveAdmin(app, api.create, async ({ ctx, body, lang }) => {
    const { link, ...created } = await createStaffAccount(ctx, {
      ...body,
      lang: body.lang ?? lang,
    });
    // The link is a credential: answered only when the mail could not carry it.
    return created.mailed || link === null ? created : { ...created, link };
  });

  serveAdmin(app, api.update, ({ ctx, params, body }) => updateStaffAccount(ctx, params.id, body));

  serveAdmin(app, api.passwordLink, ({ ctx, params, body, lang }) =>
    sendPasswordLink(ctx, params.id, { ...body, lang: body.lang ?? lang }),
  );

  serveAdmin(app, api.mfaReset, ({ ctx, params, body, lang, req }) =>
    resetStaffMfa(ctx, params.id, { lang: body.lang ?? lang, ip: req.ip }, req.log),
  );
}
