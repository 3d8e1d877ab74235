import {
  API_PATHS,
  checkoutQuerySchema,
  createStudentRequestSchema,
  currentUserSchema,
  levelUpdateRequestSchema,
  signupRequestSchema,
  updateStudentRequestSchema,
} from './index';

describe('sign-up request', () => {
  it('accepts an email and an 8-character password', () => {
    expect(signupRequestSchema.safeParse({ email: 'ann@example.com', password: '12345678' }).success).toBe(
      true,
    );
  });

  it('names the field when the password is too short or the email is invalid', () => {
    const short = signupRequestSchema.safeParse({ email: 'ann@example.com', password: '1234567' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].path).toEqual(['password']);
    const bad = signupRequestSchema.safeParse({ email: 'not-an-email', password: '12345678' });
    expect(bad.error?.issues[0].path).toEqual(['email']);
  });
});

describe('students', () => {
  it('gives a new student the Rabbit character unless one is chosen', () => {
    expect(createStudentRequestSchema.parse({ username: 'sam_1' }).character).toBe('Rabbit');
    expect(createStudentRequestSchema.parse({ username: 'sam_1', character: 'Wizard2' }).character).toBe(
      'Wizard2',
    );
  });

  it('refuses characters outside the spec list and usernames outside 3-30 letters, digits, _ and -', () => {
    expect(createStudentRequestSchema.safeParse({ username: 'sam', character: 'Dragon' }).success).toBe(
      false,
    );
    for (const username of ['ab', 'a'.repeat(31), "x'; drop table--", 'a b c', '<script>']) {
      expect(createStudentRequestSchema.safeParse({ username }).success).toBe(false);
    }
    expect(createStudentRequestSchema.safeParse({ username: 'Zoë-2' }).success).toBe(true);
  });

  it('refuses unknown fields on update', () => {
    expect(updateStudentRequestSchema.safeParse({ parent_id: 'x' }).success).toBe(false);
  });
});

describe('level update', () => {
  const base = {
    last_code_executed: 'player.move_forward()',
    level_slug: 'intro-level1',
    course_id: 'python',
  };
  it('accepts the three completion statuses, in either case, as lowercase', () => {
    expect(levelUpdateRequestSchema.parse({ ...base, last_status: 'complete' }).last_status).toBe('complete');
    expect(levelUpdateRequestSchema.parse({ ...base, last_status: 'COMPLETE' }).last_status).toBe('complete');
    expect(levelUpdateRequestSchema.parse({ ...base, last_status: 'IN_PROGRESS' }).last_status).toBe(
      'in_progress',
    );
  });
  it('refuses other statuses', () => {
    for (const last_status of ['done', 'Complete', 'completed', ''])
      expect(levelUpdateRequestSchema.safeParse({ ...base, last_status }).success).toBe(false);
  });
});

describe('current user', () => {
  it('describes a parent without a chosen student', () => {
    const parent = {
      user_id: 'u1',
      email: 'ann@example.com',
      student_id: null,
      is_student: false,
      organization_id: null,
      user_details: { user_type: 0 },
      student_details: null,
      class_details: null,
    };
    expect(currentUserSchema.parse(parent)).toEqual(parent);
    expect(currentUserSchema.safeParse({ ...parent, user_details: { user_type: 3 } }).success).toBe(false);
  });
});

describe('API paths', () => {
  it('encodes path segments so ids cannot add path parts', () => {
    expect(API_PATHS.auth.chooseStudent('../x')).toBe('/api/auth/choose_student/..%2Fx');
    expect(API_PATHS.level.course('python', 's1')).toBe('/api/level/course/python?student_id=s1');
    expect(API_PATHS.level.data('python', 'intro-level1')).toBe('/api/level/data/python/intro-level1');
  });
});

describe('checkout return_path', () => {
  it('takes a path of this site and refuses anything that could lead elsewhere', () => {
    const parse = (return_path: string) =>
      checkoutQuerySchema.safeParse({ plan_name: 'python_course', return_path }).success;
    expect(parse('/en/checkout?plan=python_course&paid=1')).toBe(true);
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', 'en/x', '/a b'])
      expect(parse(elsewhere)).toBe(false);
  });
});
