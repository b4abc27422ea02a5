import { signFields } from '@app/contract/sign';

/** Signed calls from the test process, as the client makes them (to prepare or check data). */
export function apiClient(baseUrl: string, secret = 'demo-secret', orgno = 'demo-org') {
  return async function call<T = any>(
    apiPath: string,
    fields: Record<string, string> = {},
    token?: string,
  ): Promise<{ code: number; msg: string; data: T }> {
    const body = signFields(token ? { ...fields, auth_token: token, lang: 'en-US' } : fields, {
      orgno,
      secret,
    });
    const res = await fetch(`${baseUrl}/api/${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en-US',
        ...(token ? { authorization: token } : {}),
      },
      body: new URLSearchParams(body),
    });
    if (res.status !== 200) return { code: res.status, msg: res.statusText, data: null as T };
    return (await res.json()) as { code: number; msg: string; data: T };
  };
}
