import type { TestApp } from './helpers.ts';
import type { Member } from './reservation-helpers.ts';

/** Fixtures of the member's own data: the access log call and the file reads it records. */
export const accessLog = (t: TestApp, member: Member, fields: Record<string, string> = {}) =>
  t.call('user/accessLog', fields, { token: member.token });

/** A GET of a stored file with a member's session or a staff bearer token. */
export function getFile(t: TestApp, url: string, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: authorization ? { authorization } : {},
  });
}

export const memberUpload = (t: TestApp, id: string, member: Member) =>
  getFile(t, `/api/upload/file/${id}`, member.token);

export const memberDocument = (t: TestApp, id: string, member: Member) =>
  getFile(t, `/api/business/document/${id}`, member.token);

/** Every access row stored for a member, whatever the call answers. */
export function accessRowsOf(t: TestApp, ownerId: string) {
  return t.app.ctx.db
    .selectFrom('file_access')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('at')
    .execute();
}
