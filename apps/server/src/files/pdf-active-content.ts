import zlib from 'node:zlib';
import type { Language } from '@app/contract/codes';

/**
 * The PDF names that make a viewer run code or act on its own when a file is opened: scripts,
 * automatic actions, launching programs, files carried inside, forms that send data, rich media.
 * A scan, a statement or a policy schedule needs none of them.
 *
 * The long names are looked for everywhere in the bytes: seven or more exact characters do not
 * occur by chance in compressed data. The short ones (/JS, /AA, /XFA) would, about once in a
 * hundred million bytes, so they are looked for outside stream data only; every script they
 * carry still has to be named /JavaScript (an action's /S), which is looked for everywhere.
 */
const LONG_NAMES = new Set([
  'JavaScript',
  'OpenAction',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
]);
const SHORT_NAMES = new Set(['JS', 'AA', 'XFA']);

/** A name token: a slash and the regular characters after it (PDF 32000 §7.3.5). */
const NAME = /\/([^\s/<>[\]()%{}]+)/g;

/** Object streams are inflated up to this much each, and this much in all: no zip bomb. */
const MAX_INFLATED = 16 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 64 * 1024 * 1024;
/** How far before `stream` its dictionary is looked for. */
const DICT_WINDOW = 2048;

/** `#xx` in a name is the byte xx: /J#61vaScript is /JavaScript. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function namesIn(text: string, names: Set<string>, found: Set<string>): void {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (names.has(name)) found.add(name);
  }
}

interface Parts {
  /** The file without its stream data: dictionaries, arrays, strings, the trailer. */
  outside: string;
  /** The text of the Flate-compressed object streams (/Type /ObjStm). */
  objectStreams: string[];
  /** An object stream inflated past the limits: it cannot be looked into, so it is refused. */
  oversized: boolean;
}

/** What names a PDF whose object streams inflate past the limits (a zip bomb, or a hiding place). */
export const OVERSIZED_OBJECT_STREAM = 'ObjStm over 16 MiB';

/** Each `stream` keyword after a dictionary, with its data up to `endstream`, set apart. */
function split(text: string, bytes: Buffer): Parts {
  const outside: string[] = [];
  const objectStreams: string[] = [];
  let inflatedTotal = 0;
  let oversized = false;
  let position = 0;
  const keyword = />>\s*stream\r?\n/g;
  for (;;) {
    keyword.lastIndex = position;
    const match = keyword.exec(text);
    if (!match) break;
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end < 0) break;
    outside.push(text.slice(position, dataStart));
    const dictionary = text.slice(Math.max(position, match.index - DICT_WINDOW), match.index);
    const names = [...dictionary.matchAll(NAME)].map((name) => decodeName(name[1] ?? ''));
    if (names.includes('ObjStm') && names.includes('FlateDecode')) {
      try {
        const inflated = zlib.inflateSync(bytes.subarray(dataStart, end), {
          maxOutputLength: MAX_INFLATED,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
        inflatedTotal += inflated.length;
        if (inflatedTotal > MAX_INFLATED_TOTAL) oversized = true;
        else objectStreams.push(inflated.toString('latin1'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') oversized = true;
        // Otherwise not inflatable as it stands (another filter chain, encrypted, damaged): not
        // looked into.
      }
    }
    position = end;
    // Refused whatever else it holds: nothing more is inflated.
    if (oversized) break;
  }
  outside.push(text.slice(position));
  return { outside: outside.join('\n'), objectStreams, oversized };
}

/**
 * The active names a PDF holds (empty: none found), judged from its bytes and from its
 * Flate-compressed object streams. Not seen: names inside streams under other filters or
 * encryption, and JavaScript that no name announces (docs/security.md).
 */
export function pdfActiveContent(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const found = new Set<string>();
  namesIn(text, LONG_NAMES, found);
  const { outside, objectStreams, oversized } = split(text, bytes);
  if (oversized) found.add(OVERSIZED_OBJECT_STREAM);
  namesIn(outside, SHORT_NAMES, found);
  for (const inner of objectStreams)
    namesIn(inner, new Set([...LONG_NAMES, ...SHORT_NAMES]), found);
  return [...found].sort();
}

/** Why a PDF with active content is refused: the words of every route that takes a PDF. */
export const pdfActiveRefusal: Record<Language, string> = {
  'zh-CN': '该 PDF 含有脚本、自动操作或嵌入文件，无法接受，请上传普通 PDF',
  'zh-HK': '該 PDF 含有腳本、自動操作或嵌入文件，無法接受，請上載普通 PDF',
  'en-US':
    'This PDF contains scripts, automatic actions or embedded files: please upload a plain PDF',
};
