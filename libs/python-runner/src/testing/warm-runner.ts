import { createNodeRunner, type NodeRunner } from '../node/node-runner';

/**
 * One warm runner (real Pyodide in a worker thread) shared by the tests of a file. A test may end
 * while its worker is still being replaced (stop, swallowed interrupts, a busy machine): every test
 * starts once the runner is ready again. Call at the top of a test file; use the returned getter.
 */
export function useWarmRunner(): () => NodeRunner {
  let runner: NodeRunner;
  beforeAll(async () => {
    runner = createNodeRunner();
    await runner.ready;
  });
  afterAll(() => runner.close());
  beforeEach(async () => {
    while (runner.status !== 'ready') {
      await runner.ready.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return () => runner;
}
