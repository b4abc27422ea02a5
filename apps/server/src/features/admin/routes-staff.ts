import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../http/i18n.ts';
import { staffCtx } from './access.ts';
import { adminSchema, ok, parse } from './http.ts';
import { resetStaffMfa } from './staff-mfa-reset.ts';
import { sendPasswordLink } from './staff-password-link.ts';
import { createStaffAccount, listStaffAccounts, updateStaffAccount } from './staff-service.ts';
import { idParam } from '@app/contract/admin/schemas';
import {
  staffCreate,
  staffMfaReset,
  staffPasswordLink,
  staffPatch,
} from '@app/contract/admin/staff-schemas';

/** Staff accounts (admins change them; auditors may read the list). */
export function registerStaffRoutes(app: FastifyInstance): void {
  app.get(
    '/admin/staff',
    { schema: adminSchema({}, 'Every staff account, oldest first (admin, auditor)') },
    async (req) => ok(req, await listStaffAccounts(staffCtx(app.ctx, req))),
  );

  app.post(
    '/admin/staff',
    {
      schema: adminSchema(
        { body: staffCreate },
        'Create a staff account; without a password, mail an invitation to set one (admin)',
      ),
    },
    async (req) => {
      const input = parse(staffCreate, req.body, req);
      const lang = input.lang ?? requestLanguage(req);
      const { link, ...created } = await createStaffAccount(staffCtx(app.ctx, req), {
        ...input,
        lang,
      });
      // The link is a credential: answered only when the mail could not carry it.
      return ok(req, created.mailed || link === null ? created : { ...created, link });
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      schema: adminSchema(
        { params: idParam, body: staffPatch },
        "Change a staff account's role or disable / enable it (admin)",
      ),
    },
    async (req) =>
      ok(
        req,
        await updateStaffAccount(
          staffCtx(app.ctx, req),
          parse(idParam, req.params, req).id,
          parse(staffPatch, req.body, req),
        ),
      ),
  );

  app.post(
    '/admin/staff/:id/password-link',
    {
      schema: adminSchema(
        { params: idParam, body: staffPasswordLink },
        'Mail someone a single-use link to set a new password (admin)',
      ),
    },
    async (req) => {
      const input = parse(staffPasswordLink, req.body, req);
      const id = parse(idParam, req.params, req).id;
      const lang = input.lang ?? requestLanguage(req);
      return ok(req, await sendPasswordLink(staffCtx(app.ctx, req), id, { ...input, lang }));
    },
  );

  app.post(
    '/admin/staff/:id/mfa-reset',
    {
      schema: adminSchema(
        { params: idParam, body: staffMfaReset },
        "Remove a colleague's second factors and end their logins; they are mailed (admin)",
      ),
    },
    async (req) => {
      const input = parse(staffMfaReset, req.body ?? {}, req);
      const id = parse(idParam, req.params, req).id;
      const lang = input.lang ?? requestLanguage(req);
      return ok(
        req,
        await resetStaffMfa(staffCtx(app.ctx, req), id, { lang, ip: req.ip }, req.log),
      );
    },
  );
}
