import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** What the stand-in Google answers at its userinfo endpoint (OpenID claims). */
export interface GoogleUserinfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestGoogle {
  /** The issuer's address: /authorize, /token and /userinfo live under it. */
  url: string;
  /** Sets the userinfo of the logins that follow (resolves once the server has it). */
  setUser: (userinfo: GoogleUserinfo) => Promise<void>;
  /** The next token request answers invalid_grant (a spent or made-up code). */
  refuseNextCode: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts oauth2-server-process.mjs and waits for its address. */
export async function startTestGoogle(): Promise<TestGoogle> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [path.join(__dirname, 'oauth2-server-process.mjs')],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  type Waiter = { resolve: (message: Record<string, string>) => void; reject: (error: Error) => void };
  const waiting: Waiter[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    waiting.shift()?.resolve(JSON.parse(line) as Record<string, string>);
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => {
    for (const waiter of waiting.splice(0))
      waiter.reject(new Error(`OAuth2 server exited (${code}): ${stderr}`));
  });
  const next = () =>
    new Promise<Record<string, string>>((resolve, reject) => waiting.push({ resolve, reject }));
  const send = async (command: unknown) => {
    const answered = next();
    child.stdin.write(`${JSON.stringify(command)}\n`);
    await answered;
  };
  const ready = await next();
  return {
    url: ready.url,
    setUser: (userinfo) => send(userinfo),
    refuseNextCode: () => send({ refuse_next_code: true }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
