import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * Finds default passwords and secrets an operator could deploy: assignments of a password-, secret-,
 * token- or key-named setting to a literal, and connection URLs with a literal password. A value is
 * fine when it comes from elsewhere (`${VAR}`, `$VAR`, `process.env`, a Secret reference) or is an
 * obvious placeholder (`<...>`, empty).
 */
const SECRET_SETTING =
  /\b([A-Za-z_]*(?:password|passwd|secret|token|api[_-]?key)[A-Za-z_]*)["']?\s*[:=]\s*["']?([^\s"',}#]+)/gi;
const URL_PASSWORD = /\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"'`]*:([^@\s"'`/]+)@/gi;

function isPlaceholder(value: string): boolean {
  return (
    value === '' ||
    /^<[^>]*>$/.test(value) ||
    /^\$\{?[A-Za-z_]/.test(value) || // ${VAR}, $VAR
    /^(process\.env|env\.|options\.|config\.)/.test(value) ||
    /^(true|false|null|undefined|optional|\||>)$/i.test(value) ||
    /^(secretKeyRef|secretRef|valueFrom|\{)$/.test(value)
  );
}

const CODE = /\.(m|c)?(j|t)sx?$/;
/** Settings that name a secret rather than hold one (secretName: pylands-tls, PASSWORD_FILE…). */
const REFERENCE = /(name|ref|file|path|dir|header|url|length|ttl\w*|seconds)$/i;
const LOOPBACK = /@(127\.0\.0\.1|localhost|\[::1\])[:/]/;

/** The lines of `content` that can hold settings: code blocks only in Markdown, no comments. */
function settingLines(file: string, content: string): [number, string][] {
  const lines = content.split('\n').map((line, index) => [index + 1, line] as [number, string]);
  let inFence = false;
  return lines.filter(([, line]) => {
    if (file.endsWith('.md')) {
      if (/^\s*```/.test(line)) inFence = !inFence;
      return inFence;
    }
    return !/^\s*(#|\/\/|\*)/.test(line);
  });
}

export function secretFindings(file: string, content: string): string[] {
  const findings: string[] = [];
  for (const [number, line] of settingLines(file, content)) {
    const where = `${file}:${number}`;
    for (const match of line.matchAll(SECRET_SETTING)) {
      const [whole, name, value] = match;
      if (line.slice(0, match.index).endsWith('${') || REFERENCE.test(name)) continue; // ${NAME:?…}
      // In code only string literals are literals (the rest are computed: randomBytes(32)…).
      if (CODE.test(file) && !/[:=]\s*["'`]/.test(whole)) continue;
      // Names of settings (a list of the keys to set) are not values.
      if (/^[A-Z0-9_]+$/.test(value) && /KEY|SECRET|TOKEN|PASSWORD/.test(value)) continue;
      if (!isPlaceholder(value)) findings.push(`${where}: ${name} is set to a literal`);
    }
    for (const [whole, password] of line.matchAll(URL_PASSWORD))
      if (
        !isPlaceholder(password) &&
        !LOOPBACK.test(
          whole + line.slice(line.indexOf(whole) + whole.length, line.indexOf(whole) + whole.length + 12),
        )
      )
        findings.push(`${where}: a connection URL with a literal password`);
  }
  return findings;
}

/**
 * Files an operator reads or deploys: infra/, the README and docs, the scripts (not their test
 * helpers), the .env examples. Committed files only (git ls-files).
 */
export function deployableFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
  })
    .toString()
    .split('\n')
    .filter(Boolean);
  return files.filter(
    (file) =>
      (/^(infra|docs)\//.test(file) ||
        /^README\.md$/.test(file) ||
        /(^|\/)\.env\.example$/.test(file) ||
        // Test harnesses and benchmarks make throw-away accounts on loopback stacks.
        (/^scripts\//.test(file) && !/^scripts\/(testing\/|infra\/src\/|bench)/.test(file))) &&
      !/\.(png|jpg|json)$/.test(file),
  );
}

export function repositoryFindings(): string[] {
  return deployableFiles().flatMap((file) =>
    secretFindings(file, readFileSync(path.join(REPO_ROOT, file), 'utf8')),
  );
}
