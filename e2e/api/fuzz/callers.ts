import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { CurrentUser } from '@pylands/contracts';
import { uniqueEmail } from '../../support/fixtures';
import { markStaff } from '../../support/staff';

export const CSRF = { 'X-Requested-With': 'pylands' };
const PASSWORD = 'fuzz-pass-4821';

export type CallerName = 'anonymous' | 'parent' | 'student' | 'staff';

/** Ids a caller owns: fuzzed path parameters sometimes name them, to reach past "not found". */
export interface Caller {
  name: CallerName;
  request: APIRequestContext;
  knownIds: string[];
  /** Signs in again (or as a new account) when a fuzzed call ended or deleted the session. */
  ensureSignedIn(): Promise<void>;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Account {
  email: string;
  /** The account's user id, then its student's id (parent and student). */
  ids: string[];
}

/**
 * A new parent with one student (not chosen: the parent acts as itself), the same parent playing
 * as that student, or a new staff member.
 */
async function signUp(request: APIRequestContext, name: Exclude<CallerName, 'anonymous'>): Promise<Account> {
  const email = uniqueEmail().replace('parent', name);
  const account = await json<{ user_id: string }>(
    await request.post('/api/auth/signup', { headers: CSRF, data: { email, password: PASSWORD } }),
    `${name} sign-up`,
  );
  if (name === 'staff') {
    markStaff(email);
    // The flag is read at sign-in.
    await json(
      await request.post('/api/auth/login', { headers: CSRF, data: { email, password: PASSWORD } }),
      'staff login',
    );
    return { email, ids: [account.user_id] };
  }
  const student = await json<{ id: string }>(
    await request.post('/api/profile/students', { headers: CSRF, data: { username: 'fuzzy' } }),
    'adding a student',
  );
  if (name === 'student') await chooseStudent(request, student.id);
  return { email, ids: [account.user_id, student.id] };
}

async function chooseStudent(request: APIRequestContext, studentId: string): Promise<void> {
  await json(
    await request.post(`/api/auth/choose_student/${studentId}`, { headers: CSRF }),
    'choosing the student',
  );
}

/** Whether the session is still the caller's own, as it was created. */
function isItself(name: CallerName, account: Account, current: CurrentUser | null): boolean {
  if (!current || current.impersonator || current.user_id !== account.ids[0]) return false;
  return name === 'student' ? current.student_id === account.ids[1] : !current.student_id;
}

export async function createCaller(request: APIRequestContext, name: CallerName): Promise<Caller> {
  if (name === 'anonymous') return { name, request, knownIds: [], ensureSignedIn: async () => undefined };
  let account = await signUp(request, name);
  const caller: Caller = {
    name,
    request,
    knownIds: account.ids,
    async ensureSignedIn() {
      const current = await request.get('/api/auth/current');
      if (isItself(name, account, current.ok() ? ((await current.json()) as CurrentUser) : null)) return;
      await request.post('/api/auth/impersonate/end', { headers: CSRF });
      const login = await request.post('/api/auth/login', {
        headers: CSRF,
        data: { email: account.email, password: PASSWORD },
      });
      if (login.ok()) {
        if (name === 'student') await chooseStudent(request, account.ids[1]);
        return;
      }
      // The account was deleted or its password changed by a fuzzed call: a new one.
      account = await signUp(request, name);
      caller.knownIds = account.ids;
    },
  };
  return caller;
}
