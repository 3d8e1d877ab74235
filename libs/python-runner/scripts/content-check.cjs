// npm run content:check [slug...]: the content check of every level (or the slugs given) through
// the real Pyodide runner and game engine. Prints one line per level and a summary; exits 1 on any
// failure. The same check runs in `npm test` as src/node/content-check.test.ts. Without slugs it then
// runs the quiz check (src/node/quiz-check.ts): every quiz snippet prints its expected answer.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { registerTypeScript } = require('./ts-register.cjs');

const PACKAGE_DIR = path.resolve(__dirname, '..');

async function main() {
  // The Node worker bundles (and the Pyodide snapshot when missing), as the package's tests build them.
  execFileSync(process.execPath, [path.join(__dirname, 'build-runner.mjs')], { stdio: 'ignore' });
  registerTypeScript();
  const { checkContent } = require(path.join(PACKAGE_DIR, 'src/node/content-check.ts'));
  const slugs = process.argv.slice(2);
  const report = await checkContent({ slugs, log: (line) => console.log(line) });
  let quizzesOk = true;
  if (!slugs.length) {
    const { checkQuizzes } = require(path.join(PACKAGE_DIR, 'src/node/quiz-check.ts'));
    quizzesOk = (await checkQuizzes({ log: (line) => console.log(line) })).ok;
  }
  process.exitCode = report.ok && quizzesOk ? 0 : 1;
}

main().catch((error) => {
  console.error(`FAIL  content check could not run: ${error.stack ?? error}`);
  process.exitCode = 1;
});
