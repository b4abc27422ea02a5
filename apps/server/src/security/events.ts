import type { FastifyBaseLogger } from 'fastify';

/**
 * The security events (DESIGN.md "Staff second factor"): one structured log line each, with the
 * account and the client's address, never a code, password or token.
 */
export type SecurityEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'mfa.failed'
  | 'mfa.enrolled'
  | 'mfa.reset'
  | 'signature.invalid'
  | 'staff.role'
  | 'password.changed'
  | 'token.revoked'
  | 'upload.refused'
  | 'load.shed';

export interface SecurityEventFields {
  /** The account concerned: a member's or staff member's id or e-mail, when known. */
  account?: string | number | null;
  /** The client's address as the server sees it (request.ip). */
  ip?: string;
  /** A short reason in words ("wrong password", "unknown account"), never a secret. */
  reason?: string;
  /** Who acted, when it is not the account (an admin changing a colleague's role). */
  actor?: string | number | null;
}

/** Writes one security event at warn level (failures) or info level (changes). */
export function securityEvent(
  log: FastifyBaseLogger,
  event: SecurityEventName,
  fields: SecurityEventFields = {},
): void {
  const line = { event, ...fields };
  if (event.endsWith('.failed') || event.endsWith('.locked') || event.endsWith('.invalid'))
    log.warn(line, `security event ${event}`);
  else log.info(line, `security event ${event}`);
}
