/**
 * SPEC §7 public parameter `model`: the device model the browser reports. Chromium offers it as a
 * client hint (navigator.userAgentData, asked for once; the answer serves the calls after it);
 * other browsers get a short parse of the user agent ('iPhone', 'Pixel 7', 'Windows'). Unknown is
 * undefined, never '', so the request layer leaves the parameter out.
 */
interface UserAgentData {
  model?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<{ model?: string }>;
}

interface Browser {
  userAgent: string;
  userAgentData?: UserAgentData;
}

const MAX_LENGTH = 40;
let hinted: string | undefined;
let asked = false;

const usable = (model: string | undefined): string | undefined => {
  const trimmed = model?.trim().slice(0, MAX_LENGTH);
  return trimmed ? trimmed : undefined;
};

/** Android's model sits after the version: 'Android 14; Pixel 7 Build/…)'. 'K' is Chrome's mask. */
function androidModel(userAgent: string): string {
  const match =
    /Android[^;)]*;(?:\s*[a-z]{2}[-_][a-zA-Z]{2};)?\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/.exec(
      userAgent,
    );
  const model = match?.[1]?.trim();
  return model && model !== 'K' && model !== 'wv' ? model : 'Android';
}

/** The model in a user agent, or the platform when the model is not there. */
export function modelFromUserAgent(userAgent: string): string | undefined {
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return androidModel(userAgent);
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Macintosh/.test(userAgent)) return 'Mac';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return undefined;
}

function askForHint(data: UserAgentData | undefined): void {
  if (asked || !data?.getHighEntropyValues) return;
  asked = true;
  data.getHighEntropyValues(['model']).then(
    (values) => (hinted = usable(values.model)),
    () => undefined,
  );
}

export function deviceModel(
  browser: Browser | undefined = globalThis.navigator,
): string | undefined {
  if (!browser) return undefined;
  askForHint(browser.userAgentData);
  return (
    usable(browser.userAgentData?.model) ?? hinted ?? usable(modelFromUserAgent(browser.userAgent))
  );
}
