import { signFields } from '@app/contract/sign';

/**
 * Signed calls over real HTTP, as the client makes them: every request freshly signed (the
 * server refuses replays), form bodies for plain calls and multipart for EditAppointInfo and
 * platform/upload. HTTP statuses other than 200 come back as the envelope's code.
 */
/** Answers are read loosely by the scripts and tests that use this client. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Envelope<T = Loose> {
  code: number;
  msg: string;
  data: T;
  status: number;
}

export interface FileField {
  name: string;
  content: Buffer;
  type: string;
}

export interface SignedClient {
  call<T = Loose>(
    path: string,
    fields?: Record<string, string>,
    token?: string,
  ): Promise<Envelope<T>>;
  multipart<T = Loose>(
    path: string,
    fields: Record<string, string>,
    token: string,
    file?: FileField,
  ): Promise<Envelope<T>>;
}

export function signedClient(
  baseUrl: string,
  { orgno = 'demo-org', secret = 'demo-secret', timeoutMs = 30_000 } = {},
): SignedClient {
  const sign = (fields: Record<string, string>, token?: string) =>
    signFields(token ? { ...fields, auth_token: token, lang: 'en-US' } : fields, { orgno, secret });
  const headers = (token?: string): Record<string, string> => ({
    'accept-language': 'en-US',
    ...(token ? { authorization: token } : {}),
  });
  async function envelope<T>(res: Response): Promise<Envelope<T>> {
    if (res.status !== 200) {
      await res.body?.cancel();
      return { code: res.status, msg: res.statusText, data: null as T, status: res.status };
    }
    return { ...((await res.json()) as Omit<Envelope<T>, 'status'>), status: 200 };
  }
  return {
    async call(path, fields = {}, token) {
      const res = await fetch(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { ...headers(token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(sign(fields, token)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return envelope(res);
    },
    async multipart(path, fields, token, file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(sign(fields, token))) form.append(key, value);
      if (file) form.append('file', new Blob([file.content], { type: file.type }), file.name);
      const res = await fetch(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: headers(token),
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return envelope(res);
    },
  };
}
