import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BadGatewayException, HttpException, Logger } from '@nestjs/common';
import { SERVICE_SECRET_HEADER } from '@pylands/contracts';
import { freePortForTest } from '../testing/free-port';
import { callServiceFor, type InternalCallContext } from './service-credentials';

const SECRET = 'a-service-secret-of-at-least-32-characters';
const context: InternalCallContext = {
  logger: new Logger('test'),
  what: 'test call',
  unavailable: 'The other service is unavailable. Please try again.',
  refused: 'The other service refused the change. Please try again.',
};
jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

/** The other service: answers `/{status}` with that status and a JSON body, if it got the secret. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const status = request.headers[SERVICE_SECRET_HEADER] === SECRET ? Number(request.url?.slice(1)) : 401;
    response.writeHead(status, { 'content-type': 'application/json' });
    const requestId = request.headers['x-request-id'];
    response.end(
      JSON.stringify({
        statusCode: status,
        message: `answered ${status}`,
        ...(requestId ? { requestId } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = (path: string, url = base) =>
  callServiceFor(`${url}${path}`, SECRET, { method: 'POST', body: {}, timeoutMs: 5000 }, context);

describe('a call to another service made for a user', () => {
  it('answers the body of a success', async () => {
    await expect(call('/200')).resolves.toEqual({ statusCode: 200, message: 'answered 200' });
  });

  it("sends the request's id along, so the other service logs the same id", async () => {
    const answer = callServiceFor(
      `${base}/200`,
      SECRET,
      { timeoutMs: 5000, requestId: 'request-abcd1234' },
      context,
    );
    await expect(answer).resolves.toMatchObject({ requestId: 'request-abcd1234' });
  });

  it("keeps the caller's own mistakes: 404, 409 and 422 with the other service's message", async () => {
    for (const status of [404, 409, 422]) {
      const error: unknown = await call(`/${status}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpException);
      expect((error as HttpException).getStatus()).toBe(status);
      expect((error as HttpException).getResponse()).toEqual({
        statusCode: status,
        message: `answered ${status}`,
      });
    }
  });

  it('is a 502 with the refused message for any other answer', async () => {
    for (const status of [400, 401, 500, 503]) {
      const error: unknown = await call(`/${status}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadGatewayException);
      expect((error as BadGatewayException).message).toBe(context.refused);
    }
  });

  it('is a 502 with the unavailable message when nothing answers', async () => {
    const down = `http://127.0.0.1:${await freePortForTest()}`;
    const error: unknown = await call('/200', down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadGatewayException);
    expect((error as BadGatewayException).message).toBe(context.unavailable);
  });
});
