import type { EntityManager } from 'typeorm';

/**
 * The rows an `UPDATE ... RETURNING` gave back. TypeORM's PostgreSQL driver answers an UPDATE with
 * `[rows, affectedCount]` (an INSERT with the rows alone), so read it through here.
 */
export async function updateReturning<T>(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const result: unknown = await manager.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}
