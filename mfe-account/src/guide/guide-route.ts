import type { TeacherGuideChapterRef } from '@pylands/contracts';

/** What `guide/*` shows: the index, one chapter, or nothing (an address that names no chapter). */
export type GuideRoute =
  { kind: 'index' } | { kind: 'chapter'; courseId: string; chapterId: number } | { kind: 'not-found' };

/** Reads the splat of `guide/*`: '' is the index, `{courseId}/{chapterId}` a chapter. */
export function guideRoute(splat: string | undefined): GuideRoute {
  const parts = (splat ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'index' };
  const [courseId, chapter] = parts;
  if (parts.length === 2 && /^\d+$/.test(chapter))
    return { kind: 'chapter', courseId, chapterId: Number(chapter) };
  return { kind: 'not-found' };
}

/** The app path (without the language) of a chapter's guide. */
export const chapterGuidePath = (ref: Pick<TeacherGuideChapterRef, 'course_id' | 'chapter_id'>) =>
  `guide/${ref.course_id}/${ref.chapter_id}`;

/** The app path of a level's play screen. */
export const playPath = (courseId: string, levelSlug: string) => `play/${courseId}/${levelSlug}`;
