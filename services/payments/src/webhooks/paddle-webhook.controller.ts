import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { Public, ServerToServer, type RequestWithRawBody } from '@pylands/common';
import { PaddleClient } from '../paddle/paddle-client';
import { paddleEventSchema } from './paddle-event';
import { WebhookInbox } from './webhook-inbox';

/**
 * POST payment/paddle: Paddle's notifications. The signature is checked on the body exactly as
 * sent (the SDK: HMAC of "ts:body", 5 seconds' tolerance); a signed event is stored in the inbox
 * before the 200, then applied from there. Unsigned: 400; forged or stale: 401; nothing is stored.
 */
@Controller('api/payment')
export class PaddleWebhookController {
  constructor(
    private readonly paddle: PaddleClient,
    private readonly inbox: WebhookInbox,
  ) {}

  @Public()
  @ServerToServer()
  @Post('paddle')
  @HttpCode(200)
  async receive(
    @Req() request: RequestWithRawBody,
    @Headers('paddle-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!signature) throw new BadRequestException('Missing Paddle-Signature header');
    const raw = request.rawBody;
    if (!raw) throw new BadRequestException('Missing JSON body');
    if (!(await this.paddle.isSignedByPaddle(raw, signature)))
      throw new UnauthorizedException('Invalid or expired Paddle-Signature');
    const parsed = paddleEventSchema.safeParse(JSON.parse(raw));
    if (!parsed.success)
      throw new BadRequestException('Not a Paddle event (event_id, event_type, occurred_at, data)');
    const stored = await this.inbox.receive(parsed.data);
    void this.inbox.drain();
    return { received: true, duplicate: !stored };
  }
}
