import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface TestMailbox {
  url: string;
  received: ReceivedEmail[];
  /** The next email to `address` (already received or still to come). */
  next: (address: string) => Promise<ReceivedEmail>;
  /** How many emails `address` has received so far. */
  count: (address: string) => number;
  close: () => Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** A real SMTP server on loopback (smtp-server), as the mail worker's destination in tests. */
export async function startMailbox(): Promise<TestMailbox> {
  const received: ReceivedEmail[] = [];
  const consumed = new Map<string, number>();
  const waiters: { address: string; resolve: (mail: ReceivedEmail) => void }[] = [];

  const take = (address: string): ReceivedEmail | undefined => {
    const index = consumed.get(address) ?? 0;
    const mine = received.filter((mail) => mail.to.includes(address));
    if (mine.length <= index) return undefined;
    consumed.set(address, index + 1);
    return mine[index];
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? '';
          received.push({
            to: recipients(mail),
            subject: mail.subject ?? '',
            text,
            links: text.match(/https?:\/\/\S+/g) ?? [],
          });
          for (let i = waiters.length - 1; i >= 0; i -= 1) {
            const mailForWaiter = take(waiters[i].address);
            if (mailForWaiter) {
              waiters[i].resolve(mailForWaiter);
              waiters.splice(i, 1);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: (address) => {
      const normalized = address.toLowerCase();
      const ready = take(normalized);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiters.push({ address: normalized, resolve }));
    },
    count: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
