import type { StaffRole } from '@app/contract/calls/staff';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Actor } from '../../audit/audit-log.ts';
import { scriptActor } from '../../audit/audit-log.ts';
import type { AppContext } from '../../http/context.ts';
import { forbidden } from '../../http/app-error.ts';

/**
 * Who is calling the back office and what they may do (DESIGN.md "The handheld site"):
 * admin everything; operator every reservation, business, payment, document, remittance and
 * link; agent the same within their book; auditor reads everything, writes nothing.
 */
export interface Access {
  actor: Actor;
  role: StaffRole;
  /** Set for an agent: only members they invited and links they created are visible. */
  bookOf: string | null;
}

/** ADMIN_TOKEN: scripts and the CLI act as admin. */
export const scriptAccess: Access = { actor: scriptActor, role: 'admin', bookOf: null };

export function staffAccess(staff: { id: string; name: string; role: string }): Access {
  const role = staff.role as StaffRole;
  return {
    actor: { type: 'staff', id: staff.id, name: staff.name },
    role,
    bookOf: role === 'agent' ? staff.id : null,
  };
}

/** The app's context without a caller: enough for links in mails and for the CLI to start from. */
export type AdminCtx = Pick<AppContext, 'db' | 'config' | 'mailer' | 'files'>;

/**
 * What services are given: the app's context and the caller's access; over HTTP also the
 * request's log and address, for security events (the CLI has neither).
 */
export type StaffCtx = AdminCtx & { access: Access; log?: FastifyBaseLogger; ip?: string };

declare module 'fastify' {
  interface FastifyRequest {
    access?: Access;
  }
}

export function staffCtx(ctx: AppContext, req: FastifyRequest): StaffCtx {
  if (!req.access) throw new Error('admin route reached without the guard');
  return {
    db: ctx.db,
    config: ctx.config,
    mailer: ctx.mailer,
    files: ctx.files,
    access: req.access,
    log: req.log,
    ip: req.ip,
  };
}

const writers: readonly StaffRole[] = ['admin', 'operator', 'agent'];

/** Any change to the book: refused (403) to auditors. */
export function requireWrite(access: Access): void {
  if (!writers.includes(access.role)) throw forbidden();
}

export function requireRole(access: Access, ...roles: StaffRole[]): void {
  if (!roles.includes(access.role)) throw forbidden();
}
