import { expect } from '@playwright/test';
import type { Email } from './test-control';

export type { Email };

function controlUrl(): string {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set (global setup starts the stack)');
  return url;
}

/** Emails the loopback SMTP server has received for `address`, oldest first. */
async function emailsTo(address: string): Promise<Email[]> {
  const response = await fetch(`${controlUrl()}/emails?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`reading emails: status ${response.status}`);
  return (await response.json()) as Email[];
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
