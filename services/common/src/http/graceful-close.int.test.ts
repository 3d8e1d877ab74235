import { Controller, Get } from '@nestjs/common';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Public } from '../session/decorators';
import { eventually, startProbeService } from '../testing';

let answer!: () => void;
let arrived!: () => void;
const requestArrived = new Promise<void>((resolve) => (arrived = resolve));

@Controller('api/slow')
class SlowController {
  /** Answers once the test lets it: a request still being answered when the service is closed. */
  @Public()
  @Get()
  async slow() {
    arrived();
    await new Promise<void>((resolve) => (answer = resolve));
    return { done: true };
  }
}

it('a service closed while it answers on a keep-alive connection ends that connection once the answer is out, and stops', async () => {
  const { app, close } = await startProbeService([SlowController]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server = app.getHttpServer();
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /api/slow HTTP/1.1\r\nHost: probe\r\nConnection: keep-alive\r\n\r\n');
  await requestArrived;

  const closing = close();
  // The server has stopped listening (closing has reached it) while the answer is still to come.
  await eventually(
    async () => server.listening,
    (listening) => !listening,
  );
  answer();
  // The answer arrives whole, then the service ends the connection: it does not wait for the
  // client or for the keep-alive time-out (72 s), so closing completes.
  await ended;
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received).toContain('{"done":true}');
  await closing;
}, 30_000);
