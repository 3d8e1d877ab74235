/** TypeORM answers [rows, count] for UPDATE/DELETE … RETURNING on PostgreSQL, rows for SELECT. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
}
