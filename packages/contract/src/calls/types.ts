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
