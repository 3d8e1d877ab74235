import { expect, test } from '@playwright/test';
import type { Tip } from '@pylands/contracts';
import { SAMPLE_TIP as TIP, startFakeOpenAi } from '../../services/tips/src/testing/fake-openai';
import { askTip, bodyOf, client } from './api';
import { startFaultStack, type FaultStack } from './fault-stack';

let openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
let stack: FaultStack;

test.beforeAll(async () => {
  // The first chat request hangs, so a tip is in the middle of its request when its service dies.
  openai = await startFakeOpenAi((_request, index) => (index === 0 ? null : JSON.stringify(TIP)));
  stack = await startFaultStack({
    env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openai.url(), OPENAI_MODEL: 'tutor-test' },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await openai?.close();
});

test('a service killed in the middle of a request: the gateway answers a clear 502, and calls work once it is back', async () => {
  const visitor = await client(stack.url);
  const pending = askTip(visitor);
  await openai.received(1);

  await stack.killService('tips');

  await test.step('the call in flight gets a 502 with a message', async () => {
    const cut = await bodyOf<{ message: string }>(await pending, 502);
    expect(cut.message).toBe('The tips service is unavailable.');
  });

  await test.step('calls while it is down get the same', async () => {
    const down = await bodyOf<{ message: string }>(await askTip(visitor), 502);
    expect(down.message).toBe('The tips service is unavailable.');
  });

  await stack.startService('tips');

  await test.step('once it is back, tips work again', async () => {
    const tip = await bodyOf<Tip>(await askTip(visitor), 200);
    expect(tip.text).toBe(TIP.text);
  });
});
