import { createLogger } from '@pylands/common';
import { API_PATHS, type Tip } from '@pylands/contracts';
import { loadTipsConfig } from '../src/config/tips-config';
import { startTipWorker, type TipWorkerHandle } from '../src/worker/tip-worker';
import { startTipsStack, type TipsStack } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

interface Line {
  message?: string;
  request_id?: string;
}

describe('a tip job logs under the id of the request that asked for it', () => {
  const lines: Line[] = [];
  const waiters: (() => void)[] = [];
  let stack: TipsStack;
  let worker: TipWorkerHandle;

  beforeAll(async () => {
    stack = await startTipsStack();
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info'; // the worker's lines go to the sink below, not the test output
    const log = createLogger('tips-worker', {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Line);
        for (const wake of waiters.splice(0)) wake();
      },
    });
    process.env.LOG_LEVEL = previous;
    worker = startTipWorker(stack.config, { ...loadTipsConfig({}), replay: false }, log);
    await worker.worker.waitUntilReady();
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await stack?.close();
  });

  it("carries the caller's X-Request-Id into the worker's lines", async () => {
    const response = await stack.browser().request<Tip>('POST', API_PATHS.chatgpt.tipLevel, {
      body: WALKED_TOO_FAR,
      headers: { 'x-request-id': 'tip-request-0001' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('tip-request-0001');
    while (!lines.some((line) => line.message === 'tip job')) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    expect(lines.find((line) => line.message === 'tip job')).toMatchObject({
      request_id: 'tip-request-0001',
    });
  }, 60_000);
});
