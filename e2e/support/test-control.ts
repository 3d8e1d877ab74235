import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMailbox, type ReceivedEmail } from '../../services/auth/test/mailbox';

export type Email = ReceivedEmail;

export interface ServiceSwitch {
  stopService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
}

export interface TestControl {
  /** smtp://127.0.0.1:PORT: the stack's mail worker sends here (SMTP_URL). */
  smtpUrl: string;
  /** http://127.0.0.1:PORT: specs read emails and stop or start services here. */
  url: string;
  /** The stack, once it runs: until then the service routes answer 503. */
  attach(stack: ServiceSwitch): void;
  close(): Promise<void>;
}

/**
 * Lives in Playwright's global-setup process, next to the stack: a real SMTP server on loopback
 * (smtp-server) that receives the stack's emails, and a small HTTP API through which specs (in
 * worker processes) read those emails and stop or start one service of the stack.
 */
export async function startTestControl(): Promise<TestControl> {
  // The auth service's test SMTP server: real smtp-server on loopback, parsing each mail.
  const mailbox = await startMailbox();

  let stack: ServiceSwitch | null = null;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/emails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return answer(
        200,
        mailbox.received.filter((mail) => mail.to.includes(to)),
      );
    }
    const service = /^\/services\/([a-z]+)\/(stop|start)$/.exec(url.pathname);
    if (request.method === 'POST' && service) {
      if (!stack) return answer(503, { message: 'the stack is not running yet' });
      const [, name, action] = service;
      const done = action === 'stop' ? stack.stopService(name) : stack.startService(name);
      done.then(
        () => answer(200, { name, action }),
        (error: Error) => answer(500, { message: error.message }),
      );
      return;
    }
    answer(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    smtpUrl: mailbox.url,
    url: `http://127.0.0.1:${port}`,
    attach(running) {
      stack = running;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailbox.close();
    },
  };
}
