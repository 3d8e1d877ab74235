// Lets plain Node require the workspace's TypeScript sources (for scripts such as content-check):
// .ts files are compiled with SWC on load, and @pylands/* packages resolve to their src/index.ts,
// as they do under Jest (jest.preset.js), so no build of the other packages is needed.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = {
  '@pylands/contracts': path.join(ROOT, 'libs/contracts/src/index.ts'),
  '@pylands/game-engine': path.join(ROOT, 'libs/game-engine/src/index.ts'),
  '@pylands/content': path.join(ROOT, 'libs/content/src/index.ts'),
  '@pylands/python-runner': path.join(ROOT, 'libs/python-runner/src/index.ts'),
};

function registerTypeScript() {
  const swc = require('@swc/core');
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return resolve.call(this, SOURCES[request] ?? request, ...rest);
  };
  Module._extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
}

module.exports = { registerTypeScript };
