import type { CourseData } from '@pylands/contracts';
import { chapterUnlocked, type UnlockedChapter } from '@pylands/game-engine/class-chapters';

/**
 * The names of the chapters a class's unlocked_chapters open, in course order, read with the
 * rule the sidebar and the levels service apply (a number is a position or an id, 'x:id' an id).
 */
export function unlockedChapterNames(
  unlocked: readonly UnlockedChapter[],
  courses: readonly (CourseData | null | undefined)[],
): string[] {
  return courses.flatMap((course) =>
    (course?.chapters ?? [])
      .filter((chapter, index) => chapterUnlocked(chapter.id, index, unlocked))
      .map((chapter) => chapter.name),
  );
}
