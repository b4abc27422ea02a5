import * as z from 'zod';
import { familyMemberId, familyMemberSchema } from '../sections/family.ts';
import { instantText } from './paging.ts';
import { familyRoutes } from './routes.ts';
import type { CallDefinition } from './types.ts';

/** DESIGN.md's sub-user list: the member's family members, the people they insure. */
export const familyMember = z.object({
  id: z.string(),
  chineseName: z.string(),
  englishName: z.string(),
  relation: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  /** YYYY-MM-DD, or absent: an ID document's expiry (not in DESIGN.md's list; optional). */
  idExpiry: z.string().optional(),
  nationality: z.string(),
  createdAt: instantText.optional(),
});
export type FamilyMember = z.infer<typeof familyMember>;

const empty = z.object({});

export const removeSubUserRequest = z.object({ id: familyMemberId });

export const familyCalls = {
  subUserList: { ...familyRoutes.subUserList, request: empty, response: z.array(familyMember) },
  saveSubUser: {
    ...familyRoutes.saveSubUser,
    request: familyMemberSchema(),
    response: familyMember,
  },
  removeSubUser: {
    ...familyRoutes.removeSubUser,
    request: removeSubUserRequest,
    response: z.null(),
  },
} as const satisfies Record<string, CallDefinition>;
