import { renderEmail } from './templates';

const link = 'http://localhost:8080/en/login-org?invitation=abc';

describe('teacher invitation email', () => {
  it('names the school and the admin who invited, in the subject and the text', () => {
    const email = renderEmail({
      template: 'teacher-invitation',
      to: 'ms.rivera@example.com',
      link,
      organization_name: 'Green Hill School',
      inviter_name: 'Ada Lovelace',
    });
    expect(email.subject).toBe('You are invited to teach at Green Hill School on Pylands');
    expect(email.text).toContain(
      'Ada Lovelace, an administrator of Green Hill School, invited you to join Green Hill School on Pylands as a teacher.',
    );
    expect(email.text).toContain(link);
  });

  it('escapes the school name in the HTML part, and reads well without the inviter', () => {
    const email = renderEmail({
      template: 'teacher-invitation',
      to: 'ms.rivera@example.com',
      link,
      organization_name: 'Tom & <Jerry> School',
    });
    expect(email.text).toContain('An administrator of Tom & <Jerry> School invited you');
    expect(email.html).toContain('Tom &#38; &#60;Jerry&#62; School');
    expect(email.html).not.toContain('<Jerry>');
  });
});
