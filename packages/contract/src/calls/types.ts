import type * as z from 'zod';

/** One call of the wire protocol: POST {API_BASE}{path}. */
export interface CallDefinition {
  path: string;
  /** Authenticated: auth_token in the body and the Authorization header. */
  auth: boolean;
  request: z.ZodType;
  /** The data of a code 200 answer. */
  response: z.ZodType;
  /** Multipart instead of form-urlencoded (EditAppointInfo, platform/upload). */
  multipart?: boolean;
}

export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;

/**
 * What the client needs to make a call, without its zod schemas: screens that only read (the
 * business list, the personal centre) then load no validation library. The request and response
 * types ride along as a phantom field.
 */
export interface Endpoint<Request = unknown, Response = unknown> {
  path: string;
  auth: boolean;
  multipart?: boolean;
  readonly types?: { request: Request; response: Response };
}

/** The zod-free endpoint of a call definition's types (values are written in endpoints.ts). */
export type EndpointOf<C extends CallDefinition> = Endpoint<CallRequest<C>, CallResponse<C>>;

/** Either kind of call the client can make. */
export type AnyCall = CallDefinition | Endpoint;
export type RequestOf<D extends AnyCall> = D extends CallDefinition
  ? CallRequest<D>
  : D extends Endpoint<infer Request, unknown>
    ? Request
    : never;
export type ResponseOf<D extends AnyCall> = D extends CallDefinition
  ? CallResponse<D>
  : D extends Endpoint<unknown, infer Response>
    ? Response
    : never;
