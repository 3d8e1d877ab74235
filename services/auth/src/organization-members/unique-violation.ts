const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's unique_violation, raised by a raw query or wrapped by TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.driverError?.code === UNIQUE_VIOLATION;
}
