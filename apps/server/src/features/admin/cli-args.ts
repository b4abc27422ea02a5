/** `cmd a b --flag value --other=value --switch`: positionals and flags, flags by camelCase name. */
export interface ParsedArgs {
  command: string;
  positionals: string[];
  flags: Record<string, string>;
}

/** A command line the CLI cannot run: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export { OperationFailed } from '../../backup/operation-failed.ts';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command = 'help', ...rest] = argv;
  const positionals: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const next = rest[i + 1];
    if (inline !== undefined) flags[camel(name ?? '')] = inline;
    else if (next !== undefined && !next.startsWith('--'))
      flags[camel(name ?? '')] = rest[++i] ?? '';
    else flags[camel(name ?? '')] = 'true';
  }
  return { command, positionals, flags };
}

/** Business fields from flags: an empty value clears the field (null), as PATCH null does. */
export function fieldsFrom(flags: Record<string, string>, skip: readonly string[] = []) {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(flags)) {
    if (!skip.includes(key)) out[key] = value === '' ? null : value;
  }
  return out;
}

export const usage = `Back office CLI: the admin API's services, on the database of the current configuration.

  npm run admin -- help
  npm run admin -- appointments [--status submitted|open] [--page 1] [--size 20]
  npm run admin -- appointment <token>
  npm run admin -- business:create (--token <reservation token> | --owner-email <e-mail> --product-type <type>)
                                   [--order-no BO...] [--status submitted] [--note text] [--<field> value ...]
  npm run admin -- business:update <businessId> --<field> value ...   (an empty value clears a field)
  npm run admin -- status <businessId> <status> [--note text]
  npm run admin -- payment:add <businessId> --date YYYY-MM-DD --fee-type premium --currency HKD
                               --amount 1000.00 [--payment-no X] [--status paid]
  npm run admin -- payment:update <paymentId> [--date ...] [--amount ...] [--status ...] ...
  npm run admin -- document:add <businessId> <file> [--name "Policy schedule.pdf"]
  npm run admin -- link <email> <productType> [--lang zh-CN|zh-HK|en-US]
  npm run admin -- staff:list
  npm run admin -- staff:create --email <e-mail> --name <name> --role admin|operator|agent|auditor
                                [--password P] [--lang zh-CN|zh-HK|en-US]
                                (without --password: mails and prints an invitation link to set one)
  npm run admin -- staff:role <email> admin|operator|agent|auditor
  npm run admin -- staff:reset-password <email> [--password P] [--lang zh-CN|zh-HK|en-US]   (without a password: prints a new strong one, once; the owner is mailed)
  npm run admin -- jobs:run [--at 2026-12-01T09:00:00Z]   (runs what is due, as if at that time: sends the
                                                          mail outbox; prints what each job did)
  npm run admin -- data:reencrypt   (moves the stored ID, card, account and tax numbers to DATA_KEY,
                                    reading older ones with DATA_KEY_OLD, and rewraps every stored file's
                                    key; prints how many rows changed)
  npm run admin -- files:encrypt    (seals the uploads and documents stored before files were encrypted;
                                    safe to run again; prints how many it sealed)
  npm run admin -- files:copy --to s3|disk   (copies every stored file, sealed as it is, from FILE_STORE's backend
                                    to the other (S3_* or DATA_DIR), checking each copy's SHA-256; run again to
                                    resume or to catch up, then switch FILE_STORE and restart)
  npm run admin -- backup --to DIR [--with-files] [--with-key]   (the database, the stored files (S3: keys
                                    and digests; the objects too with --with-files), DATA_DIR/data.key only with
                                    --with-key, and manifest.json with every digest)
  npm run admin -- restore --from DIR   (into an empty DATA_DIR (data.key alone may be there) or an empty
                                    PostgreSQL database and file store; checks every digest and the data key first)
  npm run admin -- notice:send (--member <email> | --all) --title-zh T --title-en T --body-zh B --body-en B
                               [--link /pages/business/detail?id=...]   (to all: members registered before now)

Fields: orderNo policyNo insurer productName currency sumInsured exchangeRate annualPremium levy
paymentPeriod contributionPeriod nextPaymentDate effectiveDate coolingOffExpiry salesperson
channelPartner advisoryFee advisoryFeeCurrency ddaStatus sourceOfFunds remarks investmentAmount
investmentCurrency, as flags in kebab-case (--policy-no, --next-payment-date ...).
Staff passwords follow SPEC's hwpwd rule (6-18 letters and digits, both kinds); staff changes are
recorded in the audit log with the script actor (ADMIN_TOKEN).
Prints JSON {code, msg, data}; exits 1 on a refusal, 2 on a usage error.`;
