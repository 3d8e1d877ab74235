import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** The Google account the stand-in OAuth2 server signs everyone in as during the browser tests. */
export const E2E_GOOGLE_USER = {
  sub: 'e2e-google-family',
  email: 'google-family@example.com',
  email_verified: true,
  name: 'Robin Parent',
};

/**
 * A real OAuth2 server on loopback (oauth2-mock-server, the auth service's test script) standing in
 * for Google, so Log In with Google runs end to end in Chromium.
 */
export async function startTestGoogle(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, '../../services/auth/test/oauth2-server-process.mjs')],
    {
      env: { ...process.env, OAUTH2_USERINFO: JSON.stringify(E2E_GOOGLE_USER) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the OAuth2 server exited (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
