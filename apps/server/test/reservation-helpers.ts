import crypto from 'node:crypto';
import type { ReservationFileKind } from '@app/contract/calls/reservation';
import { isoDateToday } from '@app/contract/dates';
import type { SignatureKind } from '@app/contract/declarations/rules';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import type { SectionName } from '@app/contract/sections/products';
import { requiredUploads } from '@app/contract/sections/upload';
import { declarationsFor } from '@app/contract/testing/declarations';
import { validSection, validSections } from '@app/contract/testing/fixtures';
import type { FixtureData } from '@app/contract/testing/fixtures';
import { expect } from 'vitest';
import { readSections } from '../src/db/sections-repository.ts';
import type { SectionRow } from '../src/db/sections-repository.ts';
import { findReservationByToken } from '../src/features/reservation/reservations-repository.ts';
import type { ReservationRow } from '../src/features/reservation/reservations-repository.ts';
import { sectionsDataFrom } from '../src/features/reservation/reservation-dto.ts';
import { addMember } from './business-fixtures.ts';
import type { Envelope, TestApp } from './helpers.ts';
import { signedBody } from './helpers.ts';
import { pdf, png } from './upload-files.ts';

/** Fixtures for the reservation and upload tests: members, multipart calls, real small files. */
export interface Member {
  id: string;
  token: string;
}

export const today = () => isoDateToday();

/** A valid insurance policyholder who is also the insured ('self'). */
export const selfApplicant = (): Record<string, unknown> => ({
  ...validSection('applicant', 'insurance', today()),
  relationToInsured: 'self',
});

/**
 * A member with a session, made by the business tests' fixture: these tests are not about
 * logging in, and a password hash would cost them a fraction of a second per member.
 */
export async function newMember(t: TestApp): Promise<Member> {
  return addMember(t);
}

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

/** A hand-built multipart/form-data body: the text fields signed as the client signs them. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `content-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function multipartCall(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  member: Member,
  options: { lang?: string; file?: FilePart } = {},
): Promise<Envelope> {
  const lang = options.lang ?? 'en-US';
  const body = signedBody({ ...fields, auth_token: member.token, lang });
  const { payload, contentType } = multipart(body, options.file);
  const http = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': contentType,
      'accept-language': lang,
      authorization: member.token,
    },
    payload,
  });
  const parsed =
    http.statusCode === 200 ? http.json() : { code: http.statusCode, msg: '', data: null };
  return { ...parsed, http };
}

export async function createReservation(t: TestApp, member: Member, productType: ProductType) {
  const res = await t.call('policyholder/CreateAppoint', { productType }, { token: member.token });
  expect(res.code, res.msg).toBe(200);
  return res.data.token as string;
}

export const save = (
  t: TestApp,
  member: Member,
  token: string,
  section: SectionName,
  data: unknown,
  lang?: string,
) =>
  multipartCall(
    t,
    'policyholder/EditAppointInfo',
    { token, section, action: 'save', data: JSON.stringify(data) },
    member,
    lang ? { lang } : {},
  );

/** Saves the contract's valid fixture of one section, as the client would, and expects success. */
export async function saveValidSection(
  t: TestApp,
  member: Member,
  token: string,
  productType: ProductType,
  section: SectionName,
): Promise<Envelope> {
  const res = await save(t, member, token, section, validSection(section, productType, today()));
  expect(res.code, res.msg).toBe(200);
  return res;
}

export interface SubmitOptions {
  /** The declarations JSON to send instead of the valid one; null sends none. */
  declarations?: string | null;
  /** The signatures to draw instead of those the saved sections call for. */
  sign?: readonly SignatureKind[];
  lang?: string;
}

/**
 * Submits as the tip screen does: the signatures the saved sections call for (uploaded first, as
 * PNGs), then EditAppointInfo submit with the declarations of a member who ticked every consent
 * that applies. A signature the link refuses (submitted, a stranger's) is left out, and the submit
 * answers for itself.
 */
export async function submit(
  t: TestApp,
  member: Member,
  token: string,
  options: SubmitOptions = {},
): Promise<Envelope> {
  const row = await findReservationByToken(t.app.ctx.db, token);
  const sections = row ? sectionsDataFrom(await readSections(t.app.ctx.db, row.id)) : {};
  const needed = row
    ? declarationsFor(row.product_type as ProductType, sections, today())
    : { declarations: '', signatures: [] };
  for (const kind of options.sign ?? needed.signatures) {
    await upload(t, member, token, kind, fileFor(kind));
  }
  const declarations =
    options.declarations === undefined ? needed.declarations : options.declarations;
  return multipartCall(
    t,
    'policyholder/EditAppointInfo',
    { token, action: 'submit', ...(declarations === null ? {} : { declarations }) },
    member,
    options.lang ? { lang: options.lang } : {},
  );
}

export const upload = (
  t: TestApp,
  member: Member,
  token: string,
  kind: string,
  file: FilePart,
  lang?: string,
) =>
  multipartCall(
    t,
    'platform/upload',
    { token, kind, type: 'miniapp', shopId: t.config.shopId },
    member,
    lang ? { file, lang } : { file },
  );

/** A file each kind takes: the résumé a PDF, the rest (signatures too) a PNG. */
export const fileFor = (kind: ReservationFileKind): FilePart =>
  kind === 'resume'
    ? { name: 'cv.pdf', content: pdf(), type: 'application/pdf' }
    : { name: `${kind}.png`, content: png(), type: 'image/png' };

/**
 * Fills a reservation as the client would: every section from the contract's fixtures, each
 * required file uploaded and its id saved in the upload section. `change` edits the fixtures.
 */
export async function fillReservation(
  t: TestApp,
  member: Member,
  token: string,
  productType: ProductType,
  change: (sections: Partial<Record<SectionName, FixtureData>>) => void = () => undefined,
) {
  const sections = validSections(productType, today());
  change(sections);
  for (const section of productSections[productType]) {
    if (section === 'upload') continue;
    const res = await save(t, member, token, section, sections[section]);
    expect(res.code, `${section}: ${res.msg} ${JSON.stringify(res.data)}`).toBe(200);
  }
  const uploads: Record<string, string> = {};
  for (const kind of requiredUploads(productType, sections, today())) {
    const res = await upload(t, member, token, kind, fileFor(kind));
    expect(res.code, `${kind}: ${res.msg} ${JSON.stringify(res.data)}`).toBe(200);
    uploads[kind] = res.data.id;
  }
  const res = await save(t, member, token, 'upload', uploads);
  expect(res.code, `upload: ${res.msg} ${JSON.stringify(res.data)}`).toBe(200);
  return { sections, uploads };
}

/** The reservation a link token names, as stored: for assertions on what the server kept. */
export async function storedReservation(t: TestApp, token: string): Promise<ReservationRow> {
  const row = await findReservationByToken(t.app.ctx.db, token);
  if (!row) throw new Error(`No reservation stored for the link ${token}`);
  return row;
}

/** The sections stored for a link token, by name. */
export async function storedSections(
  t: TestApp,
  token: string,
): Promise<Partial<Record<string, SectionRow>>> {
  const row = await storedReservation(t, token);
  const sections = await readSections(t.app.ctx.db, row.id);
  return Object.fromEntries(sections.map((section) => [section.section, section]));
}

/** Who may see a business, as stored (its business_members rows): member ids, sorted. */
export async function businessMemberIds(t: TestApp, businessId: string): Promise<string[]> {
  const rows = await t.app.ctx.db
    .selectFrom('business_members')
    .select('member_id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((row) => row.member_id).sort();
}
