import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { validationError } from '../http/validation-error';
import { zodSchemaOf } from './zod-dto';

/** A message written as a whole sentence for the user ("The login link name …."): no field prefix. */
const SENTENCE = /^[A-Z].*\.$/s;

/**
 * "email: must be a valid email address" — the first problem, naming the field; a schema's own
 * whole-sentence message is answered as written.
 */
export function describeZodError(error: z.ZodError, source: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${source}`;
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `${field} is required` : `${source} is required`;
  }
  if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: not an accepted field`;
  if (SENTENCE.test(issue.message)) return issue.message;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Validates every body, query or param whose declared type came from createZodDto: 422 on failure. */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = zodSchemaOf(metadata.metatype);
    if (!schema) return value;
    // reportInput: without it zod leaves `input` out of every issue, and a wrong type ("abc" for a
    // number) would read as a missing field.
    const result = schema.safeParse(value ?? (metadata.type === 'body' ? undefined : {}), {
      reportInput: true,
    });
    if (result.success) return result.data;
    throw validationError(
      describeZodError(result.error, metadata.type === 'custom' ? 'input' : metadata.type),
    );
  }
}
