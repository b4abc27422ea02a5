import * as z from 'zod';
import { always, checkRequiredWhen, shapeOf } from './field-schema.ts';
import { educationRows } from './education-table.ts';
import type { SectionData } from './products.ts';

/** Section `education` (education and immigration forms): the table is education-table.ts. */
export const educationSchema = () =>
  z.object(shapeOf(educationRows)).superRefine(checkRequiredWhen(educationRows), always);

export type EducationData = SectionData;
