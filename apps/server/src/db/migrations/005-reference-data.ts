import * as z from 'zod';
import rows from './005-reference-data.json';

/**
 * The reference rows migration 005 seeds, frozen as data in 005-reference-data.json: a released
 * migration never changes, so later corrections go into a new migration rather than into that
 * file. Banks are Hong Kong bank codes (HKICL) with each bank's SWIFT code. The rows are read,
 * their shapes checked, when the migration runs: a started server that has run it does no work.
 */
const text = z.string().min(1);
const named = z.array(z.tuple([text, text, text])); // code, zh, en
const banks = z.array(z.tuple([text, text, text, text])); // code, zh, en, swift
const products = z.array(z.tuple([text, text, text, text, text])); // code, insurer, type, zh, en

export const referenceRows = () => ({
  currencies: named.parse(rows.currencies),
  banks: banks.parse(rows.banks),
  insurers: named.parse(rows.insurers),
  products: products.parse(rows.products),
});
