import type { RemoteName } from '@pylands/shared-ui';

export interface RemoteRoute {
  /** Path under /{lng}/ ('' is the index). */
  path: string;
  remote: RemoteName;
  /** The page the remote renders. */
  page: string;
  /** Login required (spec doc 1 §6: level-creator, organization and profile). */
  protected?: boolean;
  /**
   * The parent's pages: in child mode (a parent's child chosen) the parental gate shows instead.
   * 'own-student': a child's page, which that child may see.
   */
  parentOnly?: true | 'own-student';
}

const play = (path: string, page: string): RemoteRoute => ({ path, remote: 'mfe_play', page });
const account = (path: string, page: string, isProtected = false): RemoteRoute => ({
  path,
  remote: 'mfe_account',
  page,
  protected: isProtected,
});
const parentPage = (path: string, page: string, parentOnly: true | 'own-student' = true): RemoteRoute => ({
  ...account(path, page, true),
  parentOnly,
});
/** Organization access pages (schools, login-org, class-signup) render in the organization remote. */
const orgAccess = (path: string, page: string): RemoteRoute => ({ path, remote: 'mfe_organization', page });
const organization = (path: string, page: string): RemoteRoute => ({
  path: `organization${path}`,
  remote: 'mfe_organization',
  page,
  protected: true,
});

/** Every route of the spec (doc 1 §2), each rendered by the remote that owns it. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  play('', 'game'),
  play('play/:courseId/:levelSlug', 'game'),
  play('play/:courseId/:userId/:levelSlug', 'game'),
  play('challenges', 'challenges'),
  play('challenge/:challengeSlug', 'challenge'),
  { path: 'level-creator', remote: 'mfe_creator', page: 'levels', protected: true },
  { path: 'level-creator/:courseId/:levelSlug', remote: 'mfe_creator', page: 'editor', protected: true },
  { path: 'creative-levels', remote: 'mfe_creator', page: 'public-levels' },
  { path: 'creative-levels/creator/:creatorUserId', remote: 'mfe_creator', page: 'creator-levels' },
  account('unsubscribed', 'unsubscribed'),
  account('tos', 'tos'),
  account('privacy', 'privacy'),
  account('credits', 'credits'),
  account('refund-policy', 'refund-policy'),
  account('checkout', 'checkout'),
  account('purchase', 'purchase'),
  account('courses', 'courses'),
  // A school's way in: registration lives with the organization pages (decisions: issue 20).
  orgAccess('schools', 'schools'),
  account('login', 'login'),
  orgAccess('login-org', 'login-org'),
  orgAccess('login-org/:organizationSlug', 'login-org'),
  account('signup', 'signup'),
  orgAccess('class-signup', 'class-signup'),
  account('forgot-password', 'forgot-password'),
  account('reset-password', 'reset-password'),
  account('impersonate', 'impersonate'),
  account('badges/:studentId', 'badges'),
  account('certificates/:studentId', 'certificates'),
  account('certificate/:certificateId', 'certificate'),
  account('guide/*', 'guide'),
  parentPage('profile', 'profile'),
  // Choose avatar: a child changes their own; the parent's email and account show only to the parent.
  account('profile/details', 'profile-details', true),
  parentPage('profile/billing', 'billing'),
  parentPage('profile/students', 'students'),
  parentPage('profile/students/add', 'students-add'),
  parentPage('profile/students/:studentId/edit', 'students-edit'),
  parentPage('profile/students/:studentId', 'student', 'own-student'),
  parentPage('profile/student/:studentId', 'student', 'own-student'),
  organization('', 'details'),
  organization('/details', 'details'),
  organization('/teachers', 'teachers'),
  organization('/teachers/add', 'teachers-add'),
  organization('/teachers/:teacherId/edit', 'teachers-edit'),
  organization('/classes', 'classes'),
  organization('/classes/add', 'classes-add'),
  organization('/classes/:classId', 'class'),
  organization('/classes/:classId/edit', 'classes-edit'),
  organization('/students', 'students'),
  organization('/students/add', 'students-add'),
  organization('/students/:studentId', 'student'),
  organization('/students/:studentId/edit', 'students-edit'),
  { path: 'quiz/:courseId/:chapterId', remote: 'mfe_quiz', page: 'quiz' },
  { path: 'quiz/:courseId/:chapterId/question/:questionId', remote: 'mfe_quiz', page: 'question' },
];
