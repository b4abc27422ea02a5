import { describe, expect, it } from 'vitest';
import { deviceModel, modelFromUserAgent } from './device-model';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004) AppleWebKit/537.36 Chrome/120';
const REDUCED = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120';

describe('deviceModel (SPEC §7 model)', () => {
  it('prefers the model the browser reports', () => {
    expect(deviceModel({ userAgent: PIXEL, userAgentData: { model: 'SM-S918B' } })).toBe(
      'SM-S918B',
    );
  });

  it('parses the user agent when the browser reports none', () => {
    expect(deviceModel({ userAgent: PIXEL, userAgentData: { model: '' } })).toBe('Pixel 7');
    expect(modelFromUserAgent(IPHONE)).toBe('iPhone');
    expect(modelFromUserAgent(REDUCED)).toBe('Android');
    expect(modelFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('Mac');
    expect(modelFromUserAgent(WINDOWS)).toBe('Windows');
  });

  it('is undefined, never an empty text, when unknown', () => {
    expect(deviceModel({ userAgent: 'curl/8.0' })).toBeUndefined();
    expect(deviceModel(undefined)).toBeUndefined();
    expect(deviceModel({})).toBeUndefined();
  });
});
