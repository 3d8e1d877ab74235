import { describeZodError, validationError } from '@pylands/common';
import type { z } from 'zod';

/** Validates input assembled from several places (query and body): 422 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(describeZodError(result.error, 'input'));
}
