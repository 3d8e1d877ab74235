import { paddleId } from './paddle-objects';
import { paddleSignature } from './webhook-signature';

export interface WebhookDelivery {
  event_id: string;
  event_type: string;
  status: number | null;
  attempts: number;
  /** The signed body as sent (a test replays it to show a replay grants nothing). */
  body: string;
}

const RETRY_DELAYS_MS = [250, 1000, 3000, 10000];

/**
 * Sends events to the notification destination like Paddle: a JSON body signed with the
 * destination's secret, retried while it does not answer 2xx. Events go out in order, one at a time.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly url: () => string | null,
    private readonly secret: string,
  ) {}

  /** Queues an event; resolves when it was delivered (or given up). */
  send(eventType: string, data: unknown): Promise<WebhookDelivery> {
    const event = {
      event_id: paddleId('evt'),
      event_type: eventType,
      occurred_at: new Date().toISOString(),
      notification_id: paddleId('ntf'),
      data,
    };
    const delivery: WebhookDelivery = {
      event_id: event.event_id,
      event_type: eventType,
      status: null,
      attempts: 0,
      body: JSON.stringify(event),
    };
    this.deliveries.push(delivery);
    const done = this.chain.then(() => this.deliver(delivery.body, delivery));
    this.chain = done.catch(() => undefined);
    return done.then(() => delivery);
  }

  /** Resolves when every queued event was delivered or given up. */
  idle(): Promise<void> {
    return this.chain;
  }

  stop(): void {
    this.stopped = true;
  }

  private async deliver(body: string, delivery: WebhookDelivery): Promise<void> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !this.stopped; attempt++) {
      const url = this.url();
      if (!url) return;
      delivery.attempts += 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paddle-signature': paddleSignature(this.secret, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        if (response.ok) return;
      } catch {
        delivery.status = null;
      }
      if (attempt < RETRY_DELAYS_MS.length)
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}
