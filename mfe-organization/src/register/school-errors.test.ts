import { SLUG_RULE_MESSAGE, SLUG_TAKEN_MESSAGE } from '@pylands/contracts';
// The class the API client throws, from its own file (the UI library's index needs a browser).
import { ApiError } from '../../../shared-ui/src/api/api-error';
import { refusalOf, type FieldRefusal } from './school-errors';

const refused = (status: number, message: string) =>
  new ApiError(status, '', { statusCode: status, message, error: '' });

type Case = [string, 'signup' | 'register', number, string, FieldRefusal];

describe('refusalOf', () => {
  it.each<Case>([
    [
      'taken email',
      'signup',
      409,
      'An account with this email already exists',
      { field: 'email', text: 'org.schools.emailTaken' },
    ],
    [
      'bad email',
      'signup',
      422,
      'email: email must be a valid email address',
      { field: 'email', text: 'validation.email' },
    ],
    [
      'short password',
      'signup',
      422,
      'password: password must be at least 8 characters',
      { field: 'password', text: 'validation.passwordLength' },
    ],
    ['too many tries', 'signup', 429, 'Too many requests', { field: 'form', text: 'org.schools.tooMany' }],
    ['taken login link', 'register', 409, SLUG_TAKEN_MESSAGE, { field: 'slug', text: 'org.slug.taken' }],
    ['bad login link', 'register', 422, SLUG_RULE_MESSAGE, { field: 'slug', text: 'org.slug.rule' }],
    [
      'empty admin name',
      'register',
      422,
      'admin_name: name is required',
      { field: 'adminName', text: 'org.schools.nameProblem' },
    ],
    [
      'account in a school',
      'register',
      409,
      'Your account already belongs to an organization',
      { field: 'form', text: 'org.schools.alreadyMember' },
    ],
  ])('puts a %s (%s) on its field, in the form’s words', (_what, step, status, message, expected) => {
    expect(refusalOf(refused(status, message), step)).toEqual(expected);
  });

  it('puts a failure without an answer on the form', () => {
    expect(refusalOf(new Error('offline'), 'register')).toEqual({
      field: 'form',
      text: 'org.schools.failed',
    });
  });
});
