import { recordAudit } from '../../audit/audit-log.ts';
import { dataKeysOf } from '../../crypto/data-key.ts';
import { rewriteStored } from '../../crypto/encrypt-stored.ts';
import type { StaffCtx } from './access.ts';

/**
 * `data:reencrypt`: after DATA_KEY changes (the previous one in DATA_KEY_OLD), moves every stored
 * sensitive number to the current key; once it reports nothing left, DATA_KEY_OLD can go.
 */
export const dataCommands: Record<string, (ctx: StaffCtx) => Promise<unknown>> = {
  'data:reencrypt': async (ctx) => {
    const rewritten = await rewriteStored(ctx.db, 'reseal');
    const keyId = dataKeysOf(ctx.db).currentId;
    await recordAudit(ctx.db, {
      actor: ctx.access.actor,
      action: 'data.reencrypt',
      objectType: 'dataKey',
      objectId: keyId,
      changes: { ...rewritten },
    });
    return { keyId, rewritten };
  },
};
