import * as z from 'zod';

/** The OpenAPI shape of an answer: {code, msg, data}. */
export function envelopeSchema(data: z.ZodType) {
  return z.object({
    code: z
      .number()
      .int()
      .describe('Body code: 200 ok, 100, 400, 401, 403, 404, 409, 410, 429, 500'),
    msg: z.string().describe("Message in the caller's language"),
    data: data.nullable().or(z.unknown()),
  });
}
