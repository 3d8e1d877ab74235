import type { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type CurrentUser } from '@pylands/contracts';

const C = API_PATHS.level.creative;

let count = 0;
/** A slug or name no other test uses. */
export const unique = (prefix: string) => `${prefix}-${(count += 1)}-${Date.now().toString(36)}`;

/** A fresh browser signs up (an account with no student). */
export async function signedUp(
  browser: TestBrowser,
): Promise<{ browser: TestBrowser; user: CurrentUser; email: string }> {
  const email = `${unique('creator')}@example.com`;
  const response = await browser.post<CurrentUser>(API_PATHS.auth.signup, {
    email,
    password: 'correct horse',
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return { browser, user: response.body, email };
}

/** The apple level below: from [2, 3] facing up, the apple two cells to the right. */
export const SOLVING_CODE = 'from player import *\n\nturn_right()\nmove_forward(2)\ncollect("apple")\n';
/** Walks up one cell: no apple collected. */
export const WRONG_CODE = 'from player import *\n\nmove_forward(1)\n';

/**
 * A creative level as the editor saves it (doc 2 §7): saved names and working-JSON names side by
 * side; one apple placed by the creator and the collect goal generated from it.
 */
export function creativePayload(slug: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'My Creative Level',
    level_slug: slug,
    slug,
    course_id: 'python',
    player_start: [2, 3],
    start: [2, 3],
    map_path: 'creative-01.json',
    mapPath: 'creative-01.json',
    level_goals: [{ type: 'apple', action: 'collect', count: 1 }],
    levelGoals: [{ type: 'apple', action: 'collect', count: 1 }],
    items: [{ id: 'a1', sprite: 'apple', type: 'apple', action: 'collect', position: { x: 4, y: 3 } }],
    codeTemplate: 'from player import *\n\nmove_forward()\n',
    tutorial: '# Collect the apple',
    zoom: 50,
    isPublic: false,
    schoolVisible: false,
    ...extra,
  };
}

async function expectStatus(
  what: string,
  response: Promise<{ status: number; body: unknown }>,
  status: number,
) {
  const answer = await response;
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * The creator's way to share a level: save it private, solve it in Preview (the proof), then save
 * it with the sharing flags (no flags: a private level, saved only).
 */
export async function sharedLevel(
  creator: TestBrowser,
  slug: string,
  flags: { is_public?: boolean; school_visible?: boolean },
  extra: Record<string, unknown> = {},
): Promise<void> {
  const course = (extra.course_id as string | undefined) ?? 'python';
  await expectStatus('create', creator.post(C.create, creativePayload(slug, extra)), 201);
  if (!flags.is_public && !flags.school_visible) return;
  await expectStatus('proof', creator.post(C.proof(slug, course), { code: SOLVING_CODE }), 200);
  const name = (extra.name as string | undefined) ?? 'My Creative Level';
  await expectStatus('share', creator.put(C.level(slug, course), { name, ...flags }), 200);
}
