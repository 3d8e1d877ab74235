import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { SUPPORTED_LANGUAGES } from '@pylands/contracts';

/** `@Query('language', OptionalLanguageQuery)`: absent stays undefined; an unknown code is a 400. */
@Injectable()
export class OptionalLanguageQuery implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown, metadata: { data?: string }): string | undefined {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !SUPPORTED_LANGUAGES.some((l) => l.code === value))
      throw new BadRequestException(`${metadata.data ?? 'language'} must be a supported language code`);
    return value;
  }
}
