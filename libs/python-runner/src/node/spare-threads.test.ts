import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { createNodeRunner } from './node-runner';
import { openField } from '../testing/levels';

describe('spare threads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-spares-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a spare that dies before it is taken is reported, so the runner gives up instead of waiting', async () => {
    // The first thread fails late (once the spare has died already); every later one at once.
    const dying = path.join(dir, 'dying-worker.js');
    const first = path.join(dir, 'first-started');
    writeFileSync(
      dying,
      `const fs = require('fs');
if (fs.existsSync(${JSON.stringify(first)})) process.exit(3);
fs.writeFileSync(${JSON.stringify(first)}, '');
setTimeout(() => process.exit(3), 1000);
`,
    );
    const runner = createNodeRunner({ workerPath: dying, spareThreads: 1, maxStartAttempts: 3 });
    try {
      await expect(runner.ready).rejects.toThrow('worker exited with code 3');
      expect(runner.status).toBe('failed');
    } finally {
      runner.close();
    }
  });

  it('a recycling runner with a spare serves one run after another', async () => {
    const runner = createNodeRunner({ recycleAfterRun: true, spareThreads: 1 });
    try {
      for (const steps of [1, 2, 3]) {
        await runner.ready;
        const result = await runner.run({
          code: `from player import *\nmove_forward(${steps})\n`,
          level: openField(),
        });
        expect(result.events[0].to.y).toBe(4 - steps);
      }
    } finally {
      runner.close();
    }
  });
});
