/**
 * The Hong Kong text of a simplified Chinese one, for what staff write (a notice's zh-HK half
 * left blank, and the backfill of migration 025). The same converter as the catalogs' committed
 * zh-HK texts (scripts/zh-hk-convert.mjs: Hong Kong usage first, then OpenCC's cn→hk), so a
 * staff announcement reads like the screens around it. Loaded on first use: its dictionaries
 * cost about 150 ms, which a server that never converts does not pay at start.
 */
type Convert = (text: string) => string;

let loading: Promise<Convert> | undefined;

export async function toHongKong(text: string): Promise<string> {
  loading ??= import('../../../../../scripts/zh-hk-convert.mjs').then((m) => m.toHongKong);
  return (await loading)(text);
}
