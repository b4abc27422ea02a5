/**
 * Whether a write failed on a unique index (or primary key). The index is the last word where
 * two writers race past a check: a taken e-mail, a clashing order number. SQLite and PostgreSQL
 * name the failure differently.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
