import type { Labels } from '@app/contract/codes';
import catalog from './columns.json';

/**
 * What each list's export holds: its columns in order, each a path into the list's row (dots go
 * into nested objects) with its header in each language. The rows are the list's own answer, so
 * an export shows no more than the list does (ID numbers stay masked, as on screen).
 *
 * The columns are a catalog beside this module (columns.json, decision D101): for each list, an
 * object from path to header, in column order. A text kept in each language (a notice's title and
 * body) is a column per language (`title.zhCN`, …). The businesses export carries the business's
 * remarks beside the list's columns (DESIGN.md).
 */
export interface Column {
  path: string;
  /** The header, a Labels row like every table's (read with labelIn). */
  label: Labels;
}

export type ExportList = keyof typeof catalog;

/** The export's columns of `list`, in order. */
export function exportColumns(list: ExportList): Column[] {
  return Object.entries(catalog[list]).map(([path, label]) => ({ path, label }));
}
