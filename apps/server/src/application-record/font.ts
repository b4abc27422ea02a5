import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * The PDF's one typeface: Noto Sans Hans Regular (SIL Open Font License) from the npm package
 * @embedpdf/fonts-sc, an OpenType font with the Latin letters, the simplified Chinese characters
 * and the traditional ones a Hong Kong name or address needs. pdfkit embeds only the glyphs a
 * document uses (a subset).
 *
 * The font is opened once per process and kept: fontkit reads the 8 MB CFF table on the first
 * subset (about 0.3 s) and every later document reuses what it read (a few ms).
 */
const FONT_FILE = 'NotoSansHans-Regular.otf';

let font: Font | undefined;

/** Where the package keeps its fonts: beside its dist/ entry (its exports list no files). */
export function fontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', FONT_FILE);
}

export function recordFont(): Font {
  font ??= fontkit.create(fs.readFileSync(fontPath()));
  return font;
}
