// Entry of the sandbox process (bundled to dist/node/sandbox.js, started under Node's permission
// model by sandbox-runner.ts): hosts one runner's worker threads and relays it over IPC.
import { createNodeRunner } from '../node-runner';
import type { PopupAnswer } from '../../protocol/run-types';
import type { FromSandbox, SandboxConfig, ToSandbox } from './sandbox-protocol';

const send = (message: FromSandbox) => process.send?.(message);
const config = JSON.parse(process.argv[2] ?? '{}') as SandboxConfig;

const runner = createNodeRunner({
  workerPath: config.workerPath,
  snapshotPath: config.snapshotPath,
  recycleAfterRun: config.recycleAfterRun,
  graceMs: config.graceMs,
  maxStartAttempts: config.maxStartAttempts,
  heapLimitMb: config.heapLimitMb,
  spareThreads: config.spareThreads,
  runsPerThread: config.runsPerThread,
});

runner.onStatusChange((status) => {
  if (status === 'failed')
    runner.ready.catch((error: Error) => send({ type: 'status', status, failure: error.message }));
  else send({ type: 'status', status });
});
send({ type: 'status', status: runner.status });

// Popups not answered from request.answers go to the parent's handler.
let nextPopupId = 1;
const answers = new Map<number, (answer: PopupAnswer) => void>();
runner.onPopup(
  (popup) =>
    new Promise<PopupAnswer>((resolve) => {
      const popupId = nextPopupId++;
      answers.set(popupId, resolve);
      send({ type: 'popup', popupId, popup });
    }),
);

process.on('message', (message: ToSandbox) => {
  switch (message?.type) {
    case 'run':
      runner.run(message.request).then(
        (result) => send({ type: 'result', runId: message.runId, result }),
        (error: Error) => send({ type: 'rejected', runId: message.runId, message: error.message }),
      );
      return;
    case 'stop':
      return runner.stop();
    case 'answer':
      answers.get(message.popupId)?.(message.answer);
      answers.delete(message.popupId);
      return;
  }
});

// The parent went away: nothing may outlive it.
process.on('disconnect', () => {
  runner.close();
  process.exit(0);
});
