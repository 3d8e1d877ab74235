import { ensureNodeModules } from './lib/install.mjs';

await ensureNodeModules();
