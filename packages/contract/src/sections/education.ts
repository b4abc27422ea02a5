import * as z from 'zod';
import { always, checkRequiredWhen, shapeOf } from './field-schema.ts';
import { sectionTables } from './tables.ts';
import type { SectionData } from './products.ts';

/** Section `education` (education and immigration forms): the table is education-table.ts. */
export const educationSchema = () =>
  z
    .object(shapeOf(sectionTables.education))
    .superRefine(checkRequiredWhen(sectionTables.education), always);

export type EducationData = SectionData;
