import * as z from 'zod';
import { enums } from '../../enums.ts';
import { idParam } from '../schemas.ts';
import { memberQuery } from '../staff-schemas.ts';
import { reservationSummary } from './reservations.ts';
import { iso, json, maybe, page } from './route.ts';
import { adminEndpoints } from './endpoints.ts';
import { exportRoute } from './export.ts';

/** Members as the back office sees them (every role; an agent only their book). */
export const memberSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: maybe,
  /** The agent whose book holds the member. */
  staffId: maybe,
  staffName: maybe,
  createdAt: iso,
});

export const memberDetail = z.object({
  member: memberSummary,
  reservations: z.array(reservationSummary),
  businesses: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      policyNo: maybe,
      status: z.enum(enums.businessStatus),
      productType: z.enum(enums.productType),
      updatedAt: iso,
    }),
  ),
});

const at = adminEndpoints.members;

export const memberRoutes = {
  export: exportRoute(at.export, 'members', memberQuery),
  list: json(at.list, {
    summary: 'Find members by name, e-mail or mobile, newest first',
    query: memberQuery,
    answer: page(memberSummary),
  }),
  get: json(at.get, {
    summary: 'A member with their reservations and businesses',
    params: idParam,
    answer: memberDetail,
  }),
};

export type MemberSummary = z.output<typeof memberSummary>;
export type MemberDetail = z.output<typeof memberDetail>;
