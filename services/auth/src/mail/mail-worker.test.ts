import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { DomainEvents } from '@pylands/common';
import { simpleParser } from 'mailparser';
import { loadAuthConfig } from '../config/auth-config';
import { MailWorker } from './mail-worker';

describe('mail worker without SMTP (development)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('writes each email as an .eml file to the mailbox folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pylands-mailbox-'));
    try {
      const consume = jest.fn();
      const worker = new MailWorker({ consume } as unknown as DomainEvents, {
        ...loadAuthConfig({}),
        smtpUrl: null,
        mailboxDir: dir,
      });
      worker.onModuleInit();
      expect(consume).toHaveBeenCalledWith('emails', expect.anything(), expect.any(Function));
      await worker.deliver({
        template: 'reset-password',
        to: 'ann@example.com',
        link: 'http://localhost:8080/en/reset-password?token=abc',
      });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const message = await simpleParser(await readFile(path.join(dir, files[0])));
      expect(message.subject).toBe('Reset your Pylands password');
      expect(message.text).toContain('http://localhost:8080/en/reset-password?token=abc');
      expect(message.html).toContain('href="http://localhost:8080/en/reset-password?token=abc"');
      worker.onApplicationShutdown();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
