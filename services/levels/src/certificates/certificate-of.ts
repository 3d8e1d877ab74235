import { createHash } from 'node:crypto';
import type { CourseContent } from '@pylands/content';
import type { Certificate } from '@pylands/contracts';
import type { LevelCompletion } from '../progress/level-completion.entity';

/** A name-based (version 5 style) UUID: the same name always gives the same id. */
function nameBasedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The same student and course always give the same certificate id. */
export function certificateId(studentId: string, courseId: string): string {
  return nameBasedUuid(`pylands-certificate:${studentId}:${courseId}`);
}

/** The "first steps" certificate's id: stable per student, never a course certificate's. */
export function firstStepsCertificateId(studentId: string): string {
  return nameBasedUuid(`pylands-first-steps-certificate:${studentId}`);
}

/**
 * The student's certificate for the course when every level of its chapters is complete (the
 * Creative sandbox is not part of a course), else null. Issued when the last of them was completed.
 */
export function certificateOf(
  course: CourseContent,
  studentId: string,
  completions: Map<string, LevelCompletion>,
): Certificate | null {
  const levels = course.chapters.flatMap((chapter) => chapter.levels);
  if (levels.length === 0) return null;
  let issuedAt = 0;
  for (const level of levels) {
    const row = completions.get(level.slug);
    if (row?.lastStatus !== 'complete') return null;
    issuedAt = Math.max(issuedAt, (row.completedAt ?? row.updatedAt).getTime());
  }
  return {
    id: certificateId(studentId, course.id),
    student_id: studentId,
    course_id: course.id,
    course_name: course.name,
    levels_completed: levels.length,
    issued_at: new Date(issuedAt).toISOString(),
  };
}
