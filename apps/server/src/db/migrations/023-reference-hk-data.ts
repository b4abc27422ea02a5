import * as z from 'zod';
import names from './023-reference-hk-data.json';

/**
 * The Hong Kong Traditional Chinese names (zh-HK) of the reference rows migration 005 seeded, as
 * migration 023 writes them into name_hk: converted from their zh-CN names by scripts/zh-hk.mjs's
 * converter once and reviewed (澳元, 紐西蘭元 as Hong Kong says them), then frozen as data in
 * 023-reference-hk-data.json: a released migration never changes. Rows staff add later have no
 * name_hk and read their Chinese name until one is given. The rows are read, their shapes checked,
 * when the migration runs.
 */
const hongKongName = z.array(z.tuple([z.string().min(1), z.string().min(1)])); // code, hk

export const hongKongNames = () =>
  z
    .strictObject({
      currencies: hongKongName,
      banks: hongKongName,
      insurers: hongKongName,
      products: hongKongName,
    })
    .parse(names);
