#!/usr/bin/env node
/**
 * Writes the Traditional Chinese (Hong Kong) text of every catalog entry that has a simplified
 * Chinese one and no zh-HK yet, into the source files themselves: the texts are committed and
 * reviewed, the product never converts at run time (docs/decisions.md). Run it again after adding
 * keys: it only fills what is missing, so a reviewed text is never overwritten.
 *
 *   node scripts/zh-hk.mjs           fill what is missing (then review the diff)
 *   node scripts/zh-hk.mjs --check   list what is missing and exit 1 if anything is
 *   node scripts/zh-hk.mjs <files>   only these files
 *
 * The shapes it knows, all the catalogs of the repository have one of them:
 *  - a language record `{ 'zh-CN': …, 'en-US': … }`: gains `'zh-HK'` after 'zh-CN'; its value is
 *    the zh-CN value converted (a string, a template, or a whole `{ key: text }` block of a web
 *    feature's i18n.ts), with `'zh-CN'` inside it (a spread of another block) read as 'zh-HK';
 *    where both blocks exist, each key of the zh-CN block (at any depth) that the zh-HK block
 *    lacks is added to it, converted, and --check lists it;
 *  - a row object `{ zh: '…', en: '…' }`: gains `hk` after zh;
 *  - a positional row, arguments or tuple elements `…, '中文', 'English', …` (fieldRow, the
 *    enumerations' rows): gains the converted text right after the Chinese one.
 * A record whose zh-CN is code rather than text (no Chinese characters in it) is left to a person.
 * JSON catalogs (a feature's i18n.json, the contract's and the server's *-messages.json) are read
 * the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import { hasHan, toHongKong } from './zh-hk-convert.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Source files of the apps and packages. Tests build their own fixtures, and a released
 * migration's frozen data never changes (a zh-HK column comes with a new migration), so both are
 * left alone.
 */
function sourceFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => /\.(tsx?|json)$/.test(file) && !/\.d\.ts$/.test(file))
    .filter((file) => !/(^|\/)(package|tsconfig[\w.]*)\.json$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !/(^|\/)test\//.test(file))
    .filter((file) => !file.includes('/db/migrations/'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

const nameOf = (property) => {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
};

const isText = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node);

/** Text with Han characters: Chinese wording. */
const isChinese = (node, source) => isText(node) && hasHan(node.getText(source));
/** Text without Han characters but with a Latin letter: English wording. */
const isEnglish = (node, source) =>
  isText(node) && !hasHan(node.getText(source)) && /[A-Za-z]/.test(node.getText(source));

/** The converted source text of a value: its Chinese converted, its 'zh-CN' lookups read zh-HK. */
const converted = (node, source) =>
  toHongKong(node.getText(source)).replace(/(['"])zh-CN\1/g, '$1zh-HK$1');

/** Finds what is missing in one file: insertions as { at, text, line, what }. */
function missing(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.json')
      ? ts.ScriptKind.JSON
      : file.endsWith('x')
        ? ts.ScriptKind.TSX
        : ts.ScriptKind.TS,
  );
  // A JSON catalog (the web features' i18n.json, the contract's messages.json) takes the same
  // shapes with its keys in double quotes.
  const key = (name) =>
    file.endsWith('.json') ? `"${name}"` : name.includes('-') ? `'${name}'` : name;
  const found = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  /** Adds what a zh-HK block lacks of its zh-CN block, key by key (nested blocks too). */
  const keysMissing = (cn, hk) => {
    if (!ts.isObjectLiteralExpression(cn) || !ts.isObjectLiteralExpression(hk)) return;
    const hkByName = new Map();
    for (const property of hk.properties) {
      if (ts.isPropertyAssignment(property)) hkByName.set(nameOf(property), property);
    }
    // After the block's last entry, or just inside its brace when it has none.
    const last = hk.properties[hk.properties.length - 1];
    const at = last ? last.getEnd() : hk.getStart(source) + 1;
    const added = [];
    for (const property of cn.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = nameOf(property);
      if (name === undefined) continue;
      const own = hkByName.get(name);
      if (own) {
        keysMissing(property.initializer, own.initializer);
        continue;
      }
      const value = property.initializer;
      const convertible = isText(value) || hasHan(value.getText(source));
      const line = lineOf(property);
      if (!convertible) {
        found.push({ at, text: null, line, what: `zh-HK key ${name} (code: write it by hand)` });
        continue;
      }
      added.push(`${property.name.getText(source)}: ${converted(value, source)}`);
      found.push({ at, text: '', line, what: `zh-HK key ${name}` });
    }
    // One insertion per block, in zh-CN's order (several at one place would come out reversed).
    const first = found.findIndex((entry) => entry.text === '' && entry.at === at);
    if (added.length > 0 && first >= 0) {
      found[first].text = `${last ? ',' : ''} ${added.join(', ')}`;
    }
  };

  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const byName = new Map();
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) byName.set(nameOf(property), property);
      }
      const zhCN = byName.get('zh-CN');
      const zhHK = byName.get('zh-HK');
      if (zhCN && zhHK && byName.has('en-US')) {
        // Blocks on both sides: the keys added to zh-CN since zh-HK was written, at any depth.
        keysMissing(zhCN.initializer, zhHK.initializer);
      }
      if (zhCN && byName.has('en-US') && !byName.has('zh-HK')) {
        // Text (Chinese or punctuation alike) or a block of texts is converted; code is not.
        const value = zhCN.initializer;
        const convertible = isText(value) || hasHan(value.getText(source));
        found.push({
          at: zhCN.getEnd(),
          text: convertible ? `, ${key('zh-HK')}: ${converted(value, source)}` : null,
          line: lineOf(zhCN),
          what: convertible ? "'zh-HK'" : "'zh-HK' (code: write it by hand)",
        });
      }
      const zh = byName.get('zh');
      if (zh && byName.has('en') && !byName.has('hk') && isChinese(zh.initializer, source)) {
        found.push({
          at: zh.getEnd(),
          text: `, ${key('hk')}: ${converted(zh.initializer, source)}`,
          line: lineOf(zh),
          what: 'hk',
        });
      }
    }
    const items = ts.isArrayLiteralExpression(node)
      ? node.elements
      : ts.isCallExpression(node) || ts.isNewExpression(node)
        ? (node.arguments ?? [])
        : [];
    for (let i = 0; i + 1 < items.length; i += 1) {
      const previousChinese = i > 0 && isChinese(items[i - 1], source);
      if (!previousChinese && isChinese(items[i], source) && isEnglish(items[i + 1], source)) {
        found.push({
          at: items[i].getEnd(),
          text: `, ${converted(items[i], source)}`,
          line: lineOf(items[i]),
          what: 'positional',
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = args.filter((arg) => !arg.startsWith('--'));
  const files =
    only.length > 0 ? only.map((file) => path.relative(root, path.resolve(file))) : sourceFiles();
  let count = 0;
  for (const file of files) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!hasHan(text)) continue;
    const found = missing(file, text);
    if (found.length === 0) continue;
    count += found.length;
    if (check) {
      for (const entry of found) console.log(`${file}:${entry.line}: no zh-HK (${entry.what})`);
      continue;
    }
    for (const entry of found.filter((item) => item.text === null)) {
      console.log(`${file}:${entry.line}: no zh-HK, and its zh-CN is code: write it by hand`);
    }
    let out = text;
    const written = found.filter((item) => item.text !== null);
    for (const entry of written.sort((a, b) => b.at - a.at)) {
      out = out.slice(0, entry.at) + entry.text + out.slice(entry.at);
    }
    const options = (await prettier.resolveConfig(full)) ?? {};
    fs.writeFileSync(full, await prettier.format(out, { ...options, filepath: full }));
    console.log(`${file}: ${found.length} zh-HK text(s) written`);
  }
  if (check && count === 0) console.log('every catalog entry has its zh-HK text');
  if (check && count > 0) {
    console.log(
      `${count} entr${count === 1 ? 'y' : 'ies'} without zh-HK: run node scripts/zh-hk.mjs`,
    );
    process.exitCode = 1;
  } else if (!check) {
    console.log(`${count} zh-HK text(s) written; review the diff for Hong Kong usage`);
  }
}

await main();
