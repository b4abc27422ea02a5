import type { Db } from '../../db/database.ts';

/** The rows a submitted reservation becomes: its business, who may see it, its first status. */
export interface NewBusiness {
  id: string;
  appointmentId: string;
  ownerId: string;
  orderNo: string;
  productType: string;
  /** Creator and filler; the same member counts once. */
  memberIds: readonly string[];
  note: string;
  statusChangeId: string;
  now: number;
}

export async function insertBusiness(db: Db, business: NewBusiness): Promise<void> {
  const { id, now } = business;
  await db
    .insertInto('businesses')
    .values({
      id,
      appointment_id: business.appointmentId,
      owner_id: business.ownerId,
      order_no: business.orderNo,
      status: 'submitted',
      product_type: business.productType,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('business_members')
    .values(
      [...new Set(business.memberIds)].map((memberId) => ({
        business_id: id,
        member_id: memberId,
        created_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('status_changes')
    .values({
      id: business.statusChangeId,
      business_id: id,
      from_status: null,
      to_status: 'submitted',
      note: business.note,
      at: now,
    })
    .execute();
}
