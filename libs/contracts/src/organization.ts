import { z } from 'zod';
import { languageCodeSchema } from './languages';
import { reportQuizSchema } from './quiz';
import { classDetailsSchema } from './auth';
import { studentUsernameSchema } from './profile';

const enc = encodeURIComponent;

/** Organization slug (spec §5): lowercase letters and dashes, no dash at either end. */
export const ORGANIZATION_SLUG_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;
export const ORGANIZATION_SLUG_MIN_LENGTH = 3;
export const ORGANIZATION_SLUG_MAX_LENGTH = 60;
/**
 * The slug is the name of the school's login link (/login-org/{slug}); its refusals are whole
 * sentences a school reads as they are (describeZodError does not prefix the field to those).
 */
export const SLUG_RULE_MESSAGE =
  'The login link name may only use lowercase letters (a to z) and dashes between words, like green-hill-school.';
export const organizationSlugSchema = z
  .string({ error: 'Choose a name for your login link.' })
  .trim()
  .min(ORGANIZATION_SLUG_MIN_LENGTH, {
    error: `The login link name needs at least ${ORGANIZATION_SLUG_MIN_LENGTH} letters.`,
  })
  .max(ORGANIZATION_SLUG_MAX_LENGTH, {
    error: `The login link name may be at most ${ORGANIZATION_SLUG_MAX_LENGTH} characters long.`,
  })
  .regex(ORGANIZATION_SLUG_PATTERN, { error: SLUG_RULE_MESSAGE });
/** 409 when another organization already has the slug. */
export const SLUG_TAKEN_MESSAGE =
  'This login link name is already taken by another school. Please choose another.';

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(120, { error: 'name must be at most 120 characters' });

const orgEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'email must be a valid email address' }));

const passwordSchema = z
  .string()
  .min(8, { error: 'password must be at least 8 characters' })
  .max(128, { error: 'password must be at most 128 characters' });

export const organizationSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const organizationRequestSchema = z
  .object({ name: nameSchema, slug: organizationSlugSchema })
  .strict();
export type OrganizationRequest = z.infer<typeof organizationRequestSchema>;

/**
 * POST organization/registration: the organization, and the registering admin's own name (shown
 * in the teachers list; optional so a registration without it keeps working).
 */
export const organizationRegistrationRequestSchema = z
  .object({ name: nameSchema, slug: organizationSlugSchema, admin_name: nameSchema.optional() })
  .strict();
export type OrganizationRegistrationRequest = z.infer<typeof organizationRegistrationRequestSchema>;

export const slugQuerySchema = z.object({ slug: organizationSlugSchema });
export const slugExistsResponseSchema = z.object({ exists: z.boolean() });
/** GET organization/by-slug?slug: what the organization's login page shows (public). */
export const publicOrganizationSchema = z.object({ name: z.string(), slug: z.string() });
export type PublicOrganization = z.infer<typeof publicOrganizationSchema>;
/** GET organization/invitation?token: the school an invitation is for, for its acceptance page (public). */
export const invitationQuerySchema = z.object({
  token: z.string().min(10, { error: 'token is invalid' }).max(200, { error: 'token is invalid' }),
});
export const invitationResponseSchema = z.object({
  organization: publicOrganizationSchema,
  email: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationResponseSchema>;

/** Unlocked chapters: chapter numbers or 'x:id' strings (spec §3). */
export const unlockedChapterSchema = z.union([
  z.number().int().min(0).max(1000),
  z
    .string()
    .regex(/^(\d{1,4}|x:[A-Za-z0-9_-]{1,64})$/, { error: "a chapter is a number or an 'x:id' string" }),
]);

export const teacherSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'teacher']),
  class_ids: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const createTeacherRequestSchema = z
  .object({ email: orgEmailSchema, name: nameSchema, password: passwordSchema })
  .strict();
export type CreateTeacherRequest = z.infer<typeof createTeacherRequestSchema>;

export const updateTeacherRequestSchema = z
  .object({
    email: orgEmailSchema.optional(),
    name: nameSchema.optional(),
    password: passwordSchema.optional(),
  })
  .strict();
export type UpdateTeacherRequest = z.infer<typeof updateTeacherRequestSchema>;

/** POST organization/invite-teacher?email: `language`, the admin's interface language, is the email's and the link's. */
export const inviteTeacherQuerySchema = z.object({
  email: orgEmailSchema,
  language: languageCodeSchema.optional(),
});
export const acceptInvitationRequestSchema = z
  .object({ token: z.string().min(10).max(200), name: nameSchema, password: passwordSchema })
  .strict();

export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  unlocked_chapters: z.array(z.union([z.number(), z.string()])),
  no_skip: z.boolean(),
  quiz: z.boolean(),
  /** The class sign-up token (class-signup?token=…); only staff of the class see it. */
  signup_token: z.string(),
  teacher_ids: z.array(z.string()),
  student_count: z.number().int(),
  created_at: z.string(),
});
export type OrganizationClass = z.infer<typeof classSchema>;

export const classRequestSchema = z
  .object({
    name: nameSchema,
    unlocked_chapters: z.array(unlockedChapterSchema).max(100).default([]),
    no_skip: z.boolean().default(false),
    quiz: z.boolean().default(false),
  })
  .strict();
export type ClassRequest = z.input<typeof classRequestSchema>;

export const classUpdateRequestSchema = z
  .object({
    name: nameSchema.optional(),
    unlocked_chapters: z.array(unlockedChapterSchema).max(100).optional(),
    no_skip: z.boolean().optional(),
    quiz: z.boolean().optional(),
    /** true: a new sign-up token (the old link stops working). */
    renew_signup_token: z.boolean().optional(),
  })
  .strict();
export type ClassUpdateRequest = z.infer<typeof classUpdateRequestSchema>;

export const classTeachersRequestSchema = z
  .object({ class_id: z.uuid({ error: 'class_id must be a UUID' }), teacher_ids: z.array(z.uuid()).max(100) })
  .strict();
export type ClassTeachersRequest = z.infer<typeof classTeachersRequestSchema>;
export const classTeacherResponseSchema = z.object({
  class_id: z.string(),
  user_id: z.string(),
  assigned: z.boolean(),
});

export const classByTokenResponseSchema = z.object({
  class_id: z.string(),
  name: z.string(),
  organization: organizationSchema,
});
export type ClassByToken = z.infer<typeof classByTokenResponseSchema>;

export const organizationStudentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  name: z.string(),
  class_id: z.string().nullable(),
  assistant_enabled: z.boolean(),
  /** null means unlimited. */
  assistant_attempt_limit: z.number().int().nullable(),
  created_at: z.string(),
});
export type OrganizationStudent = z.infer<typeof organizationStudentSchema>;

const assistantLimitSchema = z.number().int().min(0).max(10000).nullable();

export const createOrganizationStudentRequestSchema = z
  .object({
    username: studentUsernameSchema,
    name: z.string().trim().max(120).default(''),
    password: passwordSchema,
    class_id: z.uuid().nullable().default(null),
    assistant_enabled: z.boolean().default(true),
    assistant_attempt_limit: assistantLimitSchema.default(null),
  })
  .strict();
export type CreateOrganizationStudentRequest = z.input<typeof createOrganizationStudentRequestSchema>;

export const updateOrganizationStudentRequestSchema = z
  .object({
    username: studentUsernameSchema.optional(),
    name: z.string().trim().max(120).optional(),
    password: passwordSchema.optional(),
    class_id: z.uuid().nullable().optional(),
    assistant_enabled: z.boolean().optional(),
    assistant_attempt_limit: assistantLimitSchema.optional(),
  })
  .strict();
export type UpdateOrganizationStudentRequest = z.infer<typeof updateOrganizationStudentRequestSchema>;

export const MAX_BULK_STUDENTS = 200;

/** One pasted or CSV row: a name, and optionally a chosen username and password. */
export const bulkStudentRowSchema = z.object({
  name: z.string().max(200).default(''),
  username: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
});

export const bulkCreateStudentsRequestSchema = z
  .object({
    class_id: z.uuid().nullable().default(null),
    rows: z
      .array(bulkStudentRowSchema)
      .min(1, { error: 'rows must hold at least one student' })
      .max(MAX_BULK_STUDENTS, { error: `at most ${MAX_BULK_STUDENTS} students at once` }),
    /** true: answer the preview (generated usernames, per-row errors) without creating anyone. */
    dry_run: z.boolean().default(false),
  })
  .strict();
export type BulkCreateStudentsRequest = z.input<typeof bulkCreateStudentsRequestSchema>;

export const bulkStudentResultSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** Shown once, for printing; null in a preview when none was given. */
  password: z.string().nullable(),
  error: z.string().nullable(),
  id: z.string().nullable(),
});
export const bulkCreateStudentsResponseSchema = z.object({
  created: z.boolean(),
  rows: z.array(bulkStudentResultSchema),
});
export type BulkCreateStudentsResponse = z.infer<typeof bulkCreateStudentsResponseSchema>;

export const transferStudentsRequestSchema = z
  .object({ student_ids: z.array(z.uuid()).min(1).max(MAX_BULK_STUDENTS), class_id: z.uuid().nullable() })
  .strict();
export type TransferStudentsRequest = z.infer<typeof transferStudentsRequestSchema>;
export const transferStudentsResponseSchema = z.object({ moved: z.number().int() });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST auth/login-org (and login-org/{organizationSlug}): students by username, staff by email. */
export const loginOrgRequestSchema = z
  .object({
    organization_slug: z.string().trim().max(60).optional(),
    username: z.string().trim().min(1, { error: 'username is required' }).max(254),
    password: z.string().min(1, { error: 'password is required' }).max(128),
  })
  .strict();
export type LoginOrgRequest = z.infer<typeof loginOrgRequestSchema>;

/** POST auth/signup/class-token: a student joins a class through its sign-up link. */
export const classTokenSignupRequestSchema = z
  .object({
    token: z.string().min(10).max(200),
    username: studentUsernameSchema,
    password: passwordSchema,
  })
  .strict();
export type ClassTokenSignupRequest = z.infer<typeof classTokenSignupRequestSchema>;

/** Events from organizations to the services that keep a copy (auth, levels). */
export const ORGANIZATION_CLASS_CHANGED_QUEUE = 'organization-class-changed';
export const organizationClassChangedEventSchema = z.object({
  class_id: z.string(),
  organization_id: z.string(),
  details: classDetailsSchema.nullable(),
  /** The class's students now (levels keeps membership for class rules and reports). */
  students: z.array(z.object({ id: z.string(), username: z.string(), name: z.string() })),
  /** Its teachers now (levels lets them read their students' progress). */
  teacher_ids: z.array(z.string()),
  deleted: z.boolean(),
});
export type OrganizationClassChangedEvent = z.infer<typeof organizationClassChangedEventSchema>;

/**
 * Internal calls to the organizations service (service secret header; never proxied by the
 * gateway). auth asks it to add a student who signs up through a class link (so the class lists
 * them as soon as the sign-up answers); other services read a student's assistant settings.
 */
export const INTERNAL_ORGANIZATION_PATHS = {
  classSignup: '/internal/organization-students/class-signup',
  studentAssistant: (studentId: string) => `/internal/organization-students/${enc(studentId)}/assistant`,
} as const;

/** Answer of the internal class-signup call: the account auth created for the new student. */
export const classSignupJoinedSchema = z.object({
  student_id: z.string(),
  user_id: z.string(),
  organization_id: z.string(),
  class_id: z.string(),
  username: z.string(),
});
export type ClassSignupJoined = z.infer<typeof classSignupJoinedSchema>;

/** An organization student's coding-assistant settings (spec §3 student profile). */
export const studentAssistantSettingsSchema = z.object({
  student_id: z.string(),
  organization_id: z.string(),
  assistant_enabled: z.boolean(),
  /** Tips per UTC day; null means unlimited. */
  assistant_attempt_limit: z.number().int().nullable(),
});
export type StudentAssistantSettings = z.infer<typeof studentAssistantSettingsSchema>;

/** Header carrying the shared service secret on internal calls between services. */
export const SERVICE_SECRET_HEADER = 'x-pylands-service-secret';

export const ORGANIZATION_PATHS = {
  current: '/api/organization/current',
  checkSlugExists: (slug: string) => `/api/organization/check-slug-exists?slug=${enc(slug)}`,
  registration: '/api/organization/registration',
  bySlug: (slug: string) => `/api/organization/by-slug?slug=${enc(slug)}`,
  invitation: (token: string) => `/api/organization/invitation?token=${enc(token)}`,
  teacher: '/api/organization/teacher',
  teacherById: (id: string) => `/api/organization/teacher/${enc(id)}`,
  teachers: '/api/organization/teachers',
  teachersById: (id: string) => `/api/organization/teachers/${enc(id)}`,
  inviteTeacher: (email: string, language?: string) =>
    `/api/organization/invite-teacher?email=${enc(email)}${language ? `&language=${enc(language)}` : ''}`,
  acceptInvitation: '/api/organization/accept-invitation',
  classes: '/api/organization/classes',
  class: (id: string) => `/api/organization/classes/${enc(id)}`,
  classTeachers: (classId: string) => `/api/organization/class-teachers/${enc(classId)}`,
  classTeacher: (classId: string, userId: string) =>
    `/api/organization/class-teachers/${enc(classId)}/${enc(userId)}`,
  classTeachersPut: '/api/organization/class-teachers',
  classByToken: (token: string) => `/api/organization/class-by-token?token=${enc(token)}`,
  students: '/api/organization/students',
  student: (id: string) => `/api/organization/students/${enc(id)}`,
  bulkCreateStudents: '/api/organization/bulk-create-students',
  transferStudents: '/api/organization/transfer-students',
  loginOrg: '/api/auth/login-org',
  classTokenSignup: '/api/auth/signup/class-token',
} as const;

/** Reports (levels service): each student's status per level of a course or chapter. */
export const reportLevelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  chapter_id: z.number().int(),
});
export const reportStudentSchema = z.object({
  student_id: z.string(),
  username: z.string(),
  name: z.string(),
  class_id: z.string(),
  /** Level slug → status; levels never started are left out. */
  levels: z.record(z.string(), z.enum(['not_started', 'in_progress', 'complete'])),
  completed: z.number().int(),
  /** When the student last ran or finished a level of the course (ISO 8601); null: never played. */
  last_activity: z.string().nullable(),
  /** Chapters of the report the student's class keeps closed to them (unlocked_chapters, no_skip). */
  locked_chapters: z.array(z.number().int()),
  /** Chapter id → the student's quiz result, for chapters of the report with a quiz the student finished (issue 23). */
  quizzes: z.record(z.string(), reportQuizSchema).optional(),
});
export const completionReportSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int().nullable(),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The report's chapters in course order: the grid's column groups. */
  chapters: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The chapter has a quiz and a class of the report has quizzes on: the grid shows a Quiz column. */
      quiz_exists: z.boolean().optional(),
    }),
  ),
  levels: z.array(reportLevelSchema),
  students: z.array(reportStudentSchema),
});
export type CompletionReport = z.infer<typeof completionReportSchema>;
export type ReportStudent = z.infer<typeof reportStudentSchema>;

export const REPORT_PATHS = {
  orgCompletion: (courseSlug: string, classId?: string) =>
    `/api/level/course/${enc(courseSlug)}/org-completion${classId ? `?class_id=${enc(classId)}` : ''}`,
  chapterCompletion: (courseSlug: string, chapterId: number, classId: string) =>
    `/api/level/course/${enc(courseSlug)}/chapter-completion?chapter_id=${chapterId}&class_id=${enc(classId)}`,
} as const;

export const teachersResponseSchema = z.array(teacherSchema);
export const classesResponseSchema = z.array(classSchema);
export const organizationStudentsResponseSchema = z.array(organizationStudentSchema);
export const classTeachersResponseSchema = z.object({
  class_id: z.string(),
  teacher_ids: z.array(z.string()),
});

/** user/search/organizations, emails and student_usernames (auth): matches for staff screens. */
export const userSearchResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

export const USER_SEARCH_PATHS = {
  organizations: (query: string) => `/api/user/search/organizations?query=${enc(query)}`,
  emails: (query: string, organizationId?: string) =>
    `/api/user/search/emails?query=${enc(query)}${organizationId ? `&organization_id=${enc(organizationId)}` : ''}`,
  studentUsernames: (query: string, organizationId?: string) =>
    `/api/user/search/student_usernames?query=${enc(query)}${organizationId ? `&organization_id=${enc(organizationId)}` : ''}`,
} as const;

/** `?class_id=`: only that class (an organization's students, the completion report). */
export const classFilterQuerySchema = z.object({
  class_id: z.uuid({ error: 'class_id must be a UUID' }).optional(),
});
/** `?chapter_id=&class_id=`: one chapter's completion in one class. */
export const chapterCompletionQuerySchema = z.object({
  chapter_id: z.coerce.number({ error: 'chapter_id must be a number' }).int().min(0),
  class_id: z.uuid({ error: 'class_id must be a UUID' }),
});
/** `?token=`: the class of a sign-up link. */
export const classTokenQuerySchema = z.object({
  token: z.string().min(1, { error: 'token is required' }).max(200),
});
/** What the class-teachers routes answer: the class and its teachers' ids. */
export const classTeachersSchema = z.object({ class_id: z.string(), teacher_ids: z.array(z.string()) });
/** Platform staff's search of organizations (`?query=`). */
export const organizationSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
/** Platform staff's search of members, optionally of one organization. */
export const memberSearchQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  organization_id: z.uuid({ error: 'organization_id must be a UUID' }).optional(),
});
