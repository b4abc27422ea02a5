import { recordAudit } from '../../audit/audit-log.ts';
import { dataKeysOf } from '../../crypto/data-key.ts';
import { rewriteStored } from '../../crypto/encrypt-stored.ts';
import { FILE_AREAS } from '../../storage/file-store.ts';
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
  /**
   * `files:encrypt`: seals every file stored in plain bytes before sealing existed (migration
   * 021), in place; safe to run again, and while the server runs.
   */
  'files:encrypt': async (ctx) => {
    const counts = { sealed: 0, already: 0, missing: 0 };
    for (const area of FILE_AREAS) {
      for await (const { name } of ctx.files.list(area)) {
        counts[await ctx.files.sealLegacy(area, name)] += 1;
      }
    }
    await recordAudit(ctx.db, {
      actor: ctx.access.actor,
      action: 'files.encrypt',
      objectType: 'dataKey',
      objectId: dataKeysOf(ctx.db).currentId,
      changes: { ...counts },
    });
    return counts;
  },
};
