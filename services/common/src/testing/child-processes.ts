import { fork, type ChildProcess } from 'node:child_process';

/**
 * A worker entry point (e.g. tips' dist/worker-main.js) forked with only `env` (and PATH); resolves
 * once it sends its first IPC message (ready), rejects when it exits first.
 */
export async function forkUntilReady(file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(file, [], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return child;
}

/** Sends `signal` and waits for the exit (nothing to do when it already exited). */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
