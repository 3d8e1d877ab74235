import type { ChildProcess } from 'node:child_process';
import { API_PATHS, type Tip } from '@pylands/contracts';
import { SAMPLE_TIP as TIP, startFakeOpenAi } from '../src/testing/fake-openai';
import { parentWithStudent, startTipsStack, startWorkerProcess, stopWorker } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

it('a tips worker killed in the middle of a job: another worker process takes the job and the child gets the tip', async () => {
  // The first chat request hangs (its worker is then killed); later ones are answered.
  const openai = await startFakeOpenAi((_request, index) => (index === 0 ? null : JSON.stringify(TIP)));
  const stack = await startTipsStack({ timeoutMs: 30_000 });
  const workers: Record<string, ChildProcess> = {};
  try {
    for (const name of ['a', 'b'])
      workers[name] = await startWorkerProcess(stack.config, {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: openai.url(`/${name}`),
        OPENAI_MODEL: 'tutor-test',
        TIPS_WORKER_CONCURRENCY: '1',
      });
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const pending = browser.post<Tip>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
    await openai.received(1);
    const first = openai.requests[0].caller.slice(1);
    const killed = workers[first];
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    process.kill(killed.pid!, 'SIGKILL');
    await exited;

    const response = await pending;
    expect(response.status).toBe(200);
    // The child's first tip on this level: the bubble keeps the code back (teaches), as with the tutor.
    expect(response.body).toEqual({ ...TIP, teaches: true });
    const callers = openai.requests.map((r) => r.caller);
    expect(callers[0]).toBe(`/${first}`);
    expect(callers[callers.length - 1]).toBe(`/${first === 'a' ? 'b' : 'a'}`);
    // The prompt carried the configured model, the code, the error, the position and facing.
    const sent = openai.requests[1].body;
    expect(sent.model).toBe('tutor-test');
    const data = JSON.parse(sent.messages[1].content);
    expect(data).toMatchObject({
      code: WALKED_TOO_FAR.last_prompt,
      error: WALKED_TOO_FAR.error_message,
      player_position: WALKED_TOO_FAR.player_position,
      facing_direction: WALKED_TOO_FAR.facing_direction,
    });
    expect(data.goals.length).toBeGreaterThan(0);
  } finally {
    await Promise.all(Object.values(workers).map(stopWorker));
    await stack.close();
    await openai.close();
  }
});
