import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `@Param('student_id', UuidParam)`: a malformed id is the caller's mistake (400), never a database error. */
@Injectable()
export class UuidParam implements PipeTransform<unknown, string> {
  transform(value: unknown, metadata: { data?: string }): string {
    if (!isUuid(value)) throw new BadRequestException(`${metadata.data ?? 'id'} must be a UUID`);
    return value.toLowerCase();
  }
}

/** Same check for an optional query parameter: absent stays undefined. */
@Injectable()
export class OptionalUuidQuery implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown, metadata: { data?: string }): string | undefined {
    if (value === undefined || value === '') return undefined;
    if (!isUuid(value)) throw new BadRequestException(`${metadata.data ?? 'id'} must be a UUID`);
    return value.toLowerCase();
  }
}
