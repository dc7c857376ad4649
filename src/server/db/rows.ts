/**
 * The rows of a raw `db.execute(sql…)` answer. PGlite and node-postgres answer with `{ rows }`;
 * a driver answering with the list itself is read as it is, and a statement that returns no rows
 * gives an empty list.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] } | null)?.rows ?? [];
}
