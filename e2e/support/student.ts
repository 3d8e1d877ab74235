import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { payAtLocalCheckout } from './purchase';

const CSRF = { 'X-Requested-With': 'pylands' };

export interface SignedInStudent {
  userId: string;
  studentId: string;
  username: string;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface NewStudentOptions {
  /** The parent buys the parent subscription at the local checkout first: every level is open. */
  subscribed?: boolean;
}

/**
 * Signs a new parent up through the API, adds a student and plays as it. `page.request` shares
 * the browser context's cookies, so the page is signed in as that student afterwards.
 */
export function signInAsNewStudent(
  page: Page,
  username = 'robin',
  options: NewStudentOptions = {},
): Promise<SignedInStudent> {
  return signInStudentOn(page.request, username, options);
}

/** The same on any request context (another family's session, next to the page's). */
export async function signInStudentOn(
  request: APIRequestContext,
  username = 'robin',
  options: NewStudentOptions = {},
): Promise<SignedInStudent> {
  const family = await newParentWithChild(request, username);
  // Paid for as the parent, before the student is chosen (billing is the parent's).
  if (options.subscribed) await payAtLocalCheckout(request, 'parent_monthly');
  await json<unknown>(
    await request.post(`/api/auth/choose_student/${family.studentId}`, { headers: CSRF }),
    'choosing the student',
  );
  return { userId: family.userId, studentId: family.studentId, username };
}

/** A new parent (signed in on `request`, no student chosen) with one child. */
export async function newParentWithChild(
  request: APIRequestContext,
  username = 'robin',
): Promise<SignedInStudent & { email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'correct-horse-42';
  const parent = await json<{ user_id: string }>(
    await request.post('/api/auth/signup', { headers: CSRF, data: { email, password } }),
    'sign-up',
  );
  const student = await json<{ id: string }>(
    await request.post('/api/profile/students', { headers: CSRF, data: { username } }),
    'adding a student',
  );
  return { userId: parent.user_id, studentId: student.id, username, email, password };
}

/** The family's child on another device: the parent's login there, then the child chosen. */
export async function playAsChild(
  request: APIRequestContext,
  family: { email: string; password: string; studentId: string },
): Promise<void> {
  await json<unknown>(
    await request.post('/api/auth/login', {
      headers: CSRF,
      data: { email: family.email, password: family.password },
    }),
    'logging in',
  );
  await json<unknown>(
    await request.post(`/api/auth/choose_student/${family.studentId}`, { headers: CSRF }),
    'choosing the student',
  );
}
