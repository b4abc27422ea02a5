/**
 * The browser's side of a passkey ceremony, with @simplewebauthn/browser loaded only when a
 * passkey is used (the console's first load stays as it was). Options arrive from the server as
 * JSON and the answer goes back as JSON text.
 */
const load = () => import('@simplewebauthn/browser');

export async function passkeysSupported(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false;
  return (await load()).browserSupportsWebAuthn();
}

export async function createPasskey(options: Record<string, unknown>): Promise<string> {
  const { startRegistration } = await load();
  const optionsJSON = options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

export async function signWithPasskey(options: Record<string, unknown>): Promise<string> {
  const { startAuthentication } = await load();
  const optionsJSON = options as unknown as Parameters<
    typeof startAuthentication
  >[0]['optionsJSON'];
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}
