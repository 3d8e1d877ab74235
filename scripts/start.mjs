// npm start: install what is missing, build what changed, run the whole stack on one port.
import { ensureNode24 } from './lib/runtime.mjs';
import { build, ensureNodeModules } from './lib/install.mjs';

await ensureNode24();

await ensureNodeModules();
await build();
const { startStack } = await import('./lib/stack.mjs');
const stack = await startStack();
console.log(`\nPylands is running: open ${stack.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('\nStopping Pylands…');
    void stack.stop().then(() => process.exit(0));
  });
}
