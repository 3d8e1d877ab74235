import type { IssuedCertificate } from '@pylands/contracts';
import { issuedCertificate } from './issued-certificate';

const certificate = (overrides: Partial<IssuedCertificate>): IssuedCertificate => ({
  id: '7d1f4c2a-1b3e-4f5a-8c9d-0e1f2a3b4c5d',
  kind: 'course',
  student_id: 's1',
  student_name: 'robin',
  course_id: 'python',
  course_name: 'Beginner Python',
  issued_at: '2026-11-26T05:00:00.000Z',
  school_name: null,
  revoked_at: null,
  ...overrides,
});

describe('the certificate a completion dialog links to', () => {
  const firstSteps = certificate({ id: 'a0000000-0000-4000-8000-000000000001', kind: 'first-steps' });
  const advanced = certificate({ id: 'a0000000-0000-4000-8000-000000000002', course_id: 'advanced-python' });
  const revoked = certificate({
    id: 'a0000000-0000-4000-8000-000000000003',
    revoked_at: '2026-11-26T06:00:00.000Z',
  });
  const python = certificate({ id: 'a0000000-0000-4000-8000-000000000004' });
  const list = (certificates: IssuedCertificate[]) => ({
    student_id: 's1',
    student_name: 'robin',
    certificates,
  });

  it('is the valid one of the same kind and course', () => {
    const all = list([firstSteps, advanced, revoked, python]);
    expect(issuedCertificate(all, 'python', 'course')?.id).toBe(python.id);
    expect(issuedCertificate(all, 'python', 'first-steps')?.id).toBe(firstSteps.id);
  });

  it('is none while levels has not issued it (or only revoked it)', () => {
    expect(issuedCertificate(list([firstSteps, advanced, revoked]), 'python', 'course')).toBeNull();
  });
});
