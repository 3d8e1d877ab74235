// npm start: install what is missing, build what changed, run the whole stack on one port.
import { ensureNode24 } from './lib/runtime.mjs';
import { build, ensureNodeModules } from './lib/install.mjs';
import { ensureCertificateFonts } from './lib/system-deps.mjs';

await ensureNode24();

await ensureNodeModules();
try {
  ensureCertificateFonts();
} catch (error) {
  // Without them certificates in those scripts show empty boxes; everything else works.
  console.warn(`[setup] ${error.message}`);
}
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
