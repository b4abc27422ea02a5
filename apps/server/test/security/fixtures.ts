import { addBusiness, addPayment } from '../business-fixtures.ts';
import { attachDocument } from '../admin-helpers.ts';
import type { TestApp } from '../helpers.ts';
import { pdf } from '../upload-files.ts';

/** The security matrix's own fixtures: one of every object type a member can own. */

/** A business with a payment record and a document, owned by memberId (the app needs ADMIN_TOKEN). */
export async function addOwnedBusiness(t: TestApp, memberId: string) {
  const businessId = await addBusiness(t, memberId);
  const paymentId = await addPayment(t, businessId, '2030-01-31');
  const documentId = await attachDocument(t, businessId, 'policy.pdf', pdf());
  return { businessId, paymentId, documentId };
}

/** A plain GET with an optional member token, as the client's blob fetch makes it. */
export async function getWithToken(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
  });
}

/** The parts of an answer that must not differ between "not yours" and "does not exist". */
export const visible = (res: { code: number; msg: string; data: unknown }) => ({
  code: res.code,
  msg: res.msg,
  data: res.data,
});

/** Waits until check passes (work finishing after the answer, e.g. temporary-file clean-up). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
