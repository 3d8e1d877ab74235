import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { K8S_DIR } from './paths';

/** A throw-away copy of infra/k8s, changed by `edit` (file relative to infra/k8s → new text). */
export function brokenK8sCopy(edits: Record<string, (text: string) => string>): {
  dir: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pylands-k8s-'));
  cpSync(K8S_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `text` with `from` replaced, failing when `from` is not there (so a test cannot go stale silently). */
export function replaced(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`${from} not found`);
  return out;
}
