import type { z } from 'zod';

/** A class whose instances are the parsed value of `schema`: lets `@Body() body: Dto` carry its schema. */
export interface ZodDtoClass<S extends z.ZodType> {
  new (): z.output<S>;
  readonly zodSchema: S;
}

/**
 * `class SignupBody extends createZodDto(signupRequestSchema) {}` then `@Body() body: SignupBody`:
 * the global ZodValidationPipe parses every parameter whose type carries a schema.
 */
export function createZodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly zodSchema = schema;
  }
  return ZodDto as unknown as ZodDtoClass<S>;
}

export function zodSchemaOf(metatype: unknown): z.ZodType | undefined {
  if (typeof metatype !== 'function') return undefined;
  return (metatype as { zodSchema?: z.ZodType }).zodSchema;
}
