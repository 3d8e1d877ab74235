import { SLUG_RULE_MESSAGE, SLUG_TAKEN_MESSAGE } from '@pylands/contracts';
// The class the API client throws, from its own file (the UI library's index needs a browser).
import { ApiError } from '../../../shared-ui/src/api/api-error';
import { refusalOf } from './school-errors';

const refused = (status: number, message: string) =>
  new ApiError(status, '', { statusCode: status, message, error: '' });

describe('refusalOf', () => {
  it('puts each refusal of sign-up on its field, in the form’s words', () => {
    expect(refusalOf(refused(409, 'An account with this email already exists'), 'signup')).toEqual({
      field: 'email',
      text: 'org.schools.emailTaken',
    });
    expect(refusalOf(refused(422, 'email: email must be a valid email address'), 'signup')).toEqual({
      field: 'email',
      text: 'validation.email',
    });
    expect(refusalOf(refused(422, 'password: password must be at least 8 characters'), 'signup')).toEqual({
      field: 'password',
      text: 'validation.passwordLength',
    });
    expect(refusalOf(refused(429, 'Too many requests'), 'signup')).toEqual({
      field: 'form',
      text: 'org.schools.tooMany',
    });
  });

  it('puts refusals of registration on the login link name, the names or the form', () => {
    expect(refusalOf(refused(409, SLUG_TAKEN_MESSAGE), 'register')).toEqual({
      field: 'slug',
      text: 'org.slug.taken',
    });
    expect(refusalOf(refused(422, SLUG_RULE_MESSAGE), 'register')).toEqual({
      field: 'slug',
      text: 'org.slug.rule',
    });
    expect(refusalOf(refused(422, 'admin_name: name is required'), 'register')).toEqual({
      field: 'adminName',
      text: 'org.schools.nameProblem',
    });
    expect(refusalOf(refused(409, 'Your account already belongs to an organization'), 'register')).toEqual({
      field: 'form',
      text: 'org.schools.alreadyMember',
    });
    expect(refusalOf(new Error('offline'), 'register')).toEqual({
      field: 'form',
      text: 'org.schools.failed',
    });
  });
});
