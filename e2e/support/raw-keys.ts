import type { Page } from 'playwright-core';
import { catalog } from '@app/contract/catalog';
import { resources } from '../../apps/web/src/app/i18n-resources.ts';
import { consoleResources } from '../../apps/web/src/pda/app/i18n-resources.ts';

/**
 * Every translation key of both apps and of the contract's catalog that has a dot (`common.back`,
 * `validation.requiredChoice`, `pda.nav.queue`): one of them on a screen is a text that was never
 * translated there (issue 36: the family form showed `validation.requiredChoice`).
 */
const keys = [
  ...new Set([
    ...[resources, consoleResources].flatMap((app) =>
      Object.values(app).flatMap((texts) => Object.keys(texts)),
    ),
    ...Object.keys(catalog),
  ]),
].filter((key) => /^[a-z]+\.[\w.-]+$/i.test(key));

/**
 * The raw keys the screen shows or says now: in its text (dialogs and toasts too: both are in
 * the body) and in its aria-label, placeholder, title and alt attributes, and the page's title.
 * Text nodes are read one by one, so two neighbours never join into a key.
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) parts.push(node.nodeValue ?? '');
    }
    const named = ['aria-label', 'placeholder', 'title', 'alt'];
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      for (const name of named) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  return keys.filter((key) => words.includes(key));
}
