import { z } from 'zod';

export const EXECUTION_TYPES = ['level', 'challenge', 'level_assistant', 'challenge_assistant'] as const;
export const executionTypeSchema = z.enum(EXECUTION_TYPES);
export type ExecutionType = z.infer<typeof executionTypeSchema>;

export const creditRecordSchema = z.object({
  execution_type: executionTypeSchema,
  counter: z.number().int().min(0),
});
export type CreditRecord = z.infer<typeof creditRecordSchema>;
