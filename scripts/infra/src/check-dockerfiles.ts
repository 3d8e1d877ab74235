import { validate, ValidationSeverity } from 'dockerfile-utils';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * dockerfile-utils (the Docker language server's validator) with every rule it has raised to an
 * error, plus this project's rules: multi-stage, Node.js 24 runtime, numeric non-root user, COPY
 * sources that exist, and a runtime stage that carries every workspace package the service imports.
 */
const STRICT = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

export function lintDockerfile(content: string): string[] {
  return validate(content, STRICT).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
}

type Instruction = { keyword: string; args: string; line: number };

/** Instructions with continuation lines joined and comments dropped. */
function instructions(content: string): Instruction[] {
  const out: Instruction[] = [];
  let pending = '';
  let start = 0;
  content.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (!pending) start = index + 1;
    pending += (pending ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) return;
    const [keyword, ...rest] = pending.split(/\s+/);
    out.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
    pending = '';
  });
  return out;
}

/** Workspace folders by package name (package.json `workspaces`). */
function workspaces(): Map<string, string> {
  const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const map = new Map<string, string>();
  for (const pattern of root.workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(REPO_ROOT, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs) {
      const manifest = path.join(REPO_ROOT, dir, 'package.json');
      if (existsSync(manifest)) map.set(JSON.parse(readFileSync(manifest, 'utf8')).name, dir);
    }
  }
  return map;
}

/** The workspace folders `dir` needs at run time: itself and its @pylands dependencies, transitively. */
export function runtimeWorkspaces(dir: string, all = workspaces()): string[] {
  const seen = new Set<string>([dir]);
  const visit = (folder: string) => {
    const deps =
      JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')).dependencies ?? {};
    for (const name of Object.keys(deps)) {
      const dep = all.get(name);
      if (dep && !seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  visit(dir);
  return [...seen];
}

function copySources(args: string): { from?: string; sources: string[] } {
  const words = args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const rest = words.filter((w) => !w.startsWith('--'));
  return { from, sources: rest.slice(0, -1) };
}

export function dockerfileProblems(content: string): string[] {
  const problems = lintDockerfile(content);
  const all = instructions(content);
  const stages = all.filter((i) => i.keyword === 'FROM');
  if (stages.length < 2) problems.push('not a multi-stage build');
  const finalStart = all.lastIndexOf(stages.at(-1) as Instruction);
  const runtime = all.slice(finalStart);
  if (!/^node:24[.-]/.test(runtime[0]?.args ?? '')) problems.push('the runtime stage is not FROM node:24-…');
  const user = runtime.filter((i) => i.keyword === 'USER').at(-1)?.args;
  if (!user || !/^[1-9]\d*(:\d+)?$/.test(user))
    problems.push('the runtime stage does not end as a numeric non-root USER');
  for (const copy of all.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
    const { from, sources } = copySources(copy.args);
    for (const source of sources) {
      if (!from) {
        if (!existsSync(path.join(REPO_ROOT, source)))
          problems.push(`line ${copy.line}: COPY source ${source} is not in the repository`);
        if (runtime.includes(copy))
          problems.push(`line ${copy.line}: the runtime stage copies from the build context`);
        continue;
      }
      const inRepo = source.replace(/^\/app\/?/, '');
      const built = /^(.+)\/dist$/.exec(inRepo)?.[1];
      const ok =
        inRepo === 'node_modules' ||
        (built
          ? existsSync(path.join(REPO_ROOT, built, 'package.json'))
          : existsSync(path.join(REPO_ROOT, inRepo)));
      if (!ok)
        problems.push(`line ${copy.line}: ${source} is neither in the repository nor a workspace's dist`);
    }
  }
  const cmd = runtime.find((i) => i.keyword === 'CMD')?.args ?? '';
  const entry = /"(services\/[^/]+)\/dist\/([^"]+)\.js"/.exec(cmd);
  if (!entry) problems.push('CMD does not start a service’s dist/*.js');
  else {
    if (!existsSync(path.join(REPO_ROOT, entry[1], 'src', `${entry[2]}.ts`)))
      problems.push(`CMD: ${entry[1]}/src/${entry[2]}.ts does not exist`);
    const copied = runtime
      .filter((i) => i.keyword === 'COPY')
      .map((i) => copySources(i.args).sources.join(' '));
    const needed = runtimeWorkspaces(entry[1]);
    for (const dir of needed)
      if (!copied.includes(`/app/${dir}/dist`)) problems.push(`the runtime stage lacks ${dir}/dist`);
    // The engine (its English messages) and services/common (e-mails, certificates) read them at run time.
    const readsLocales = needed.some((dir) => dir === 'libs/game-engine' || dir === 'services/common');
    if (readsLocales && !copied.includes('/app/shared-ui/locales'))
      problems.push('the runtime stage lacks shared-ui/locales');
  }
  return problems;
}
