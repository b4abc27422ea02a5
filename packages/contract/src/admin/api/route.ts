import * as z from 'zod';

/**
 * One route of the back office API (/admin/...), declared once: the server registers and
 * validates it from this declaration (both ways), the console calls it through it, and OpenAPI
 * describes it from it. A declaration is data only; nothing here runs a request.
 */
export type AdminMethod = 'GET' | 'POST' | 'PATCH';

/** Path parameters arrive as text, so their schemas take strings. */
type ParamsSchema = z.ZodType<Record<string, string>, Record<string, string>>;

interface RouteBase {
  method: AdminMethod;
  /** With `:name` for each path parameter, e.g. '/admin/businesses/:id'. */
  path: `/admin/${string}`;
  /** OpenAPI's one line about it. */
  summary: string;
  params?: ParamsSchema;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** JSON in, the envelope {code, msg, data} out; data is `answer`'s output. */
export interface AdminJsonRoute extends RouteBase {
  kind: 'json';
  answer: z.ZodType;
}

/** A stored file's bytes on success (a refusal is the JSON envelope). */
export interface AdminDownloadRoute extends RouteBase {
  kind: 'download';
}

/** A file sent as multipart (field `file`), or as JSON `body` from a script; JSON answer. */
export interface AdminUploadRoute extends RouteBase {
  kind: 'upload';
  answer: z.ZodType;
}

export type AdminRoute = AdminJsonRoute | AdminDownloadRoute | AdminUploadRoute;

/** Where a route is (api/endpoints.ts): all a caller needs to reach it. */
export interface AdminAddress {
  method: AdminMethod;
  path: `/admin/${string}`;
}

type Spec<R extends AdminRoute> = Omit<R, 'kind' | 'method' | 'path'>;

/** A route's declaration: its address with what it takes and answers. */
export const json = <const A extends AdminAddress, const R extends Spec<AdminJsonRoute>>(
  address: A,
  route: R,
): A & R & { kind: 'json' } => ({ ...address, ...route, kind: 'json' });
export const download = <const A extends AdminAddress, const R extends Spec<AdminDownloadRoute>>(
  address: A,
  route: R,
): A & R & { kind: 'download' } => ({ ...address, ...route, kind: 'download' });
export const upload = <const A extends AdminAddress, const R extends Spec<AdminUploadRoute>>(
  address: A,
  route: R,
): A & R & { kind: 'upload' } => ({ ...address, ...route, kind: 'upload' });

/** What a route's answer holds once parsed: the console's type of it. */
export type AnswerOf<R extends AdminRoute> = R extends { answer: z.ZodType }
  ? z.output<R['answer']>
  : never;

/** One page of a list, as every back-office list answers. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

/** Answer fields: ISO 8601 times and text that may be absent; answers are never checked for
 * the caller's language, so they carry no messages. */
export const iso = z.string();
export const maybe = z.string().nullable();
