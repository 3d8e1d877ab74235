import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tip } from '@pylands/contracts';

/** A tip such a model might send for intro-level1 walked one step too far (tests' stand-in answer). */
export const SAMPLE_TIP: Tip = {
  text: 'You walk one step too far. Try 4 steps on line 3.',
  code_to_add: '',
  code_to_modify: 'move_forward(4)',
  line_number: 3,
  resulted_code: 'from player import *\n\nmove_forward(4)\n',
  is_code_sufficient: false,
};

export interface ChatRequest {
  /** The path prefix before /v1 (which worker sent it). */
  caller: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

/**
 * A local stand-in for OpenAI's POST /v1/chat/completions on 127.0.0.1. `answer` decides each reply:
 * content to send, or null to hold the request open (a provider that hangs).
 */
export async function startFakeOpenAi(answer: (request: ChatRequest, index: number) => string | null) {
  const requests: ChatRequest[] = [];
  const waiters: (() => void)[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const match = /^(.*)\/v1\/chat\/completions$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = { caller: match[1], body: JSON.parse(raw) };
      requests.push(request);
      waiters.splice(0).forEach((wake) => wake());
      const content = answer(request, requests.length - 1);
      if (content === null) {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (caller = '') => `http://127.0.0.1:${port}${caller}/v1`,
    requests,
    /** Resolves once `count` requests have arrived. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (requests.length >= count ? resolve() : waiters.push(check));
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
