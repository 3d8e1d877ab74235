import { UnprocessableEntityException } from '@nestjs/common';
import { HTTP_ERROR_NAMES } from '@pylands/contracts';

/** A 422 with `message`, named as every 422 is (HTTP_ERROR_NAMES: the spec's "Validation Error"). */
export function validationError(message: string): UnprocessableEntityException {
  return new UnprocessableEntityException({ statusCode: 422, message, error: HTTP_ERROR_NAMES[422] });
}
