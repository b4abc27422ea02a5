import { recordAudit } from '../../audit/audit-log.ts';
import { copyFiles } from '../../storage/copy-files.ts';
import { backendOf } from '../../storage/open-store.ts';
import { backup } from '../../backup/backup.ts';
import type { StaffCtx } from './access.ts';
import { OperationFailed, UsageError } from './cli-args.ts';
import type { ParsedArgs } from './cli-args.ts';

/** Progress on stderr, one line an object: stdout carries the JSON answer alone. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** `files:copy` and `backup`: operations on the whole store (docs/operations.md). */
export const filesCommands: Record<string, (ctx: StaffCtx, args: ParsedArgs) => Promise<unknown>> =
  {
    'files:copy': async (ctx, { flags }) => {
      const to = flags.to;
      if (to !== 's3' && to !== 'disk')
        throw new UsageError('files:copy needs --to s3 or --to disk');
      if (to === ctx.files.backend.kind) {
        throw new UsageError(`FILE_STORE is already ${to}: copy to the other backend`);
      }
      if (to === 's3' && !ctx.config.s3) {
        throw new UsageError('files:copy --to s3 needs the bucket: set S3_BUCKET (and S3_*)');
      }
      const target = backendOf(
        to === 's3' && ctx.config.s3 ? ctx.config.s3 : { kind: 'disk' },
        ctx.config.dataDir,
      );
      try {
        const summary = await copyFiles(ctx.files, target, progress);
        await recordAudit(ctx.db, {
          actor: ctx.access.actor,
          action: 'files.copy',
          objectType: 'fileStore',
          objectId: to,
          changes: {
            copied: summary.copied,
            skipped: summary.skipped,
            failed: summary.failed.length,
          },
        });
        if (summary.failed.length) {
          throw new OperationFailed(
            `${summary.failed.length} file(s) did not copy: run files:copy again`,
            summary,
          );
        }
        return summary;
      } finally {
        target.close?.();
      }
    },
    backup: async (ctx, { flags }) => {
      if (!flags.to || flags.to === 'true') throw new UsageError('backup needs --to DIR');
      const manifest = await backup(ctx, {
        to: flags.to,
        withFiles: flags.withFiles === 'true',
        withKey: flags.withKey === 'true',
        progress,
      });
      await recordAudit(ctx.db, {
        actor: ctx.access.actor,
        action: 'data.backup',
        objectType: 'backup',
        objectId: manifest.createdAt,
        changes: { ...manifest.counts },
      });
      return { to: flags.to, counts: manifest.counts, files: manifest.files.kind };
    },
  };
