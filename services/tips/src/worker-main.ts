import { startTipWorker } from './worker/tip-worker';

/** One tips worker process (`npm start` runs TIPS_WORKERS of them; Kubernetes scales them with an HPA). */
const handle = startTipWorker();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  handle.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
handle.worker.waitUntilReady().then(
  () => process.send?.({ ready: true }),
  (error: unknown) => {
    console.error(JSON.stringify({ level: 'fatal', context: 'tips-worker', message: String(error) }));
    process.exit(1);
  },
);
