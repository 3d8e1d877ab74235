import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface Email {
  subject: string;
  text: string;
  links: string[];
}

/** Emails the stack wrote to its development mailbox folder for `address`, oldest first. */
async function emailsTo(address: string): Promise<Email[]> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set (global setup starts the stack)');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const emails: Email[] = [];
  for (const file of files) {
    const mail = await simpleParser(readFileSync(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (
      !to.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()))
    )
      continue;
    const text = mail.text ?? '';
    emails.push({ subject: mail.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] });
  }
  return emails;
}

/** Waits for the `count`-th email to `address` (1-based) and answers it. */
export async function waitForEmail(address: string, count = 1): Promise<Email> {
  let emails: Email[] = [];
  await expect
    .poll(async () => {
      emails = await emailsTo(address);
      return emails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return emails[count - 1];
}

/** The path and query of an emailed link, to open against the stack under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
