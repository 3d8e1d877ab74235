import { ServiceUnavailableException } from '@nestjs/common';
import { InternalServiceClient } from '@pylands/common';

const TIMEOUT_MS = 5000;

/**
 * Reads the assistant settings someone else chose for a student (a school's teachers, a parent)
 * from the service that keeps them, on every call (internal route, service secret), so a change
 * applies to the very next tip.
 */
export abstract class AssistantSettingsReader extends InternalServiceClient {
  /**
   * The settings at `url`; null when that service no longer knows the student (it left the school,
   * or was deleted since the session began: the usual limits apply). Unreadable settings are a 503
   * saying `unavailable`, never a guess: a child whose assistant was turned off gets no tip.
   */
  protected async read<T>(
    url: string,
    schema: { parse(body: unknown): T },
    unavailable: string,
  ): Promise<T | null> {
    try {
      const answer = await this.callRoute(url, { timeoutMs: TIMEOUT_MS });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      return schema.parse(answer.body);
    } catch (error) {
      this.logger.warn({ message: 'assistant settings unavailable', error: (error as Error).message });
      throw new ServiceUnavailableException(unavailable);
    }
  }
}
