/**
 * SPEC §7 public parameter `model`: the device model the browser reports (the userAgentData
 * client hint, where the browser fills it), else a short parse of the user agent ('iPhone',
 * 'Pixel 7', 'Windows'). Unknown is undefined, never '', so the request layer leaves it out.
 */
interface Browser {
  /** Absent on a stand-in navigator (tests spread the real one, which copies no getters). */
  userAgent?: string | undefined;
  userAgentData?: { model?: string };
}

/** Android's model follows its version: 'Android 14; Pixel 7 Build/…)'; 'K' is Chrome's mask. */
const ANDROID = /Android[^;)]*; ?([^;)]+?)(?: Build\/[^;)]*)?[;)]/;
const PLATFORMS = ['iPhone', 'iPad', 'Android', 'Windows', 'Mac', 'CrOS', 'Linux'];

/** The model in a user agent, or the platform when the model is not there. */
export function modelFromUserAgent(userAgent: string): string | undefined {
  const model = ANDROID.exec(userAgent)?.[1]?.trim();
  if (model && model !== 'K' && model !== 'wv') return model;
  return PLATFORMS.find((name) => userAgent.includes(name));
}

export function deviceModel(
  browser: Browser | undefined = globalThis.navigator,
): string | undefined {
  if (!browser) return undefined;
  const model =
    browser.userAgentData?.model?.trim() || modelFromUserAgent(String(browser.userAgent ?? ''));
  return model ? model.slice(0, 40) : undefined;
}
