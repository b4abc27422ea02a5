import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@app/contract/codes';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * The PDF's typeface, one per script (SIL Open Font License, from npm): Noto Sans Hans Regular
 * (@embedpdf/fonts-sc) for zh-CN and en-US, with the Latin letters, the simplified characters
 * and the traditional ones a Hong Kong name or address needs; Noto Sans Hant Regular
 * (@embedpdf/fonts-tc) for zh-HK, whose texts are all traditional and read best in its glyphs.
 * pdfkit embeds only the glyphs a document uses (a subset).
 *
 * A font is opened once per process and kept: fontkit reads the 8 MB CFF table on the first
 * subset (about 0.3 s) and every later document reuses what it read (a few ms).
 */
const FONTS = {
  simplified: { pkg: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
  traditional: { pkg: '@embedpdf/fonts-tc', file: 'NotoSansHant-Regular.otf' },
} as const;
type Script = keyof typeof FONTS;

const opened = new Map<Script, Font>();

const scriptOf = (lang: Language): Script => (lang === 'zh-HK' ? 'traditional' : 'simplified');

/** Where a package keeps its fonts: beside its dist/ entry (its exports list no files). */
export function fontPath(lang: Language = 'zh-CN'): string {
  const { pkg, file } = FONTS[scriptOf(lang)];
  const entry = createRequire(import.meta.url).resolve(pkg);
  return path.join(path.dirname(entry), '..', 'fonts', file);
}

export function recordFont(lang: Language = 'zh-CN'): Font {
  const script = scriptOf(lang);
  let font = opened.get(script);
  if (!font) {
    font = fontkit.create(fs.readFileSync(fontPath(lang)));
    opened.set(script, font);
  }
  return font;
}
