// npm run build: on Node 24, with npm packages installed, build every package (cached by Nx).
import { ensureNode24 } from './lib/runtime.mjs';
import { build, ensureNodeModules } from './lib/install.mjs';

await ensureNode24();
await ensureNodeModules();
await build();
