import type { AnyCall, RequestOf } from '@app/contract/calls/types';
import { serverBusy, settleEnvelope } from './envelope';
import { post } from './request';
import type { CallOptions } from './request';

/**
 * A call that answers a file on success (user/exportData answers the ZIP itself): the same signed
 * POST as `call`; the file as a Blob, while a refusal still comes in the envelope and is handled
 * as every call's (session end, toasts, ApiError). Beside request.ts, so the login route's first
 * load does not carry it.
 */
export async function callForFile<C extends AnyCall>(
  definition: C,
  payload: RequestOf<C>,
  fileType: string,
  options: CallOptions = {},
): Promise<Blob> {
  const answer = await post<{ file: Blob } | { json: unknown }>(
    definition,
    payload,
    options,
    async (response) =>
      response.headers.get('content-type')?.startsWith(fileType)
        ? { file: await response.blob() }
        : { json: (await response.json().catch(() => null)) as unknown },
  );
  if ('file' in answer) return answer.file;
  settleEnvelope(definition, answer.json);
  // An envelope with code 200 where a file was due: not the answer the contract promises.
  throw serverBusy(`(${definition.path})`);
}
