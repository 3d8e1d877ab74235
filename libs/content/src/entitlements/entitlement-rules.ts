import type { Entitlements } from '@pylands/contracts';
import { getCourse, listCourses } from '../catalog/catalog';
import type { LevelContent } from '../catalog/content-types';

/** The product's free part: the first two chapters of Beginner Python, open to every student. */
export const FREE_COURSE_ID = 'python';
export const FREE_CHAPTER_COUNT = 2;

/**
 * Whether a level is free. The Creative chapter (id 0, a sandbox outside the course's chapters and
 * its progress) is free too: it teaches nothing the chapters sell.
 */
export function isFreeLevel(level: Pick<LevelContent, 'courseId' | 'chapterId'>): boolean {
  if (level.chapterId === 0) return true;
  if (level.courseId !== FREE_COURSE_ID) return false;
  const position = getCourse(level.courseId)?.chapters.findIndex((c) => c.id === level.chapterId) ?? -1;
  return position >= 0 && position < FREE_CHAPTER_COUNT;
}

/** Locked: not free and its course is not among the entitled ones (none when entitlements are unknown). */
export function isLevelLocked(
  level: Pick<LevelContent, 'courseId' | 'chapterId'>,
  entitled: Pick<Entitlements, 'courses'> | null,
): boolean {
  return !isFreeLevel(level) && !(entitled?.courses ?? []).includes(level.courseId);
}

/** A plan that entitles: a subscription, staff's paid flag (`invoice`) or an organization's trial. */
export interface PlanFact {
  plan_name: string;
  tier: 'parent' | 'organization';
  students_limit: number | null;
  /** Set for a trial; a trial past this moment entitles nothing. */
  trial_ends_at: Date | null;
}

/** What payments knows about a session's account; `now` decides whether a trial is still running. */
export interface EntitlementFacts {
  /** The session's organization, if any: its members are entitled by the organization's plans only. */
  organization_id: string | null;
  /** Entitling plans of the organization (organization members) or of the parent (everyone else). */
  plans: readonly PlanFact[];
  /** Courses bought and assigned to the session's student (`assign-purchase`). */
  assigned_courses: readonly string[];
  now: Date;
}

/**
 * Who may play what (issue 21): an organization's members (students, teachers, admins) by their
 * organization's plan or trial; a parent's students by the parent's subscription (both courses) or
 * staff's paid flag, or by the course purchases assigned to them. A parent-tier plan on an
 * organization account entitles nothing (the play screen shows the invalid-registration overlay).
 */
export function entitlementsFrom(facts: EntitlementFacts): Entitlements {
  const wanted = facts.organization_id ? 'organization' : 'parent';
  const plan = facts.plans.find(
    (p) => p.tier === wanted && (p.trial_ends_at === null || p.trial_ends_at > facts.now),
  );
  const allCourses = listCourses().map((course) => course.id);
  const courses = plan
    ? allCourses
    : facts.organization_id
      ? []
      : allCourses.filter((id) => facts.assigned_courses.includes(id));
  return {
    courses,
    plan: plan
      ? {
          plan_name: plan.plan_name,
          tier: plan.tier,
          students_limit: plan.students_limit,
          trial_ends_at: plan.trial_ends_at?.toISOString() ?? null,
        }
      : null,
    unlimited_attempts: courses.length > 0,
  };
}
