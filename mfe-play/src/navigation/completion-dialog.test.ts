import type { CourseData } from '@pylands/contracts';
import { chapterQuizAt } from './chapter-quiz';
import { completionDialogFor, courseCompleteAfter, quizOfferIn } from './completion-dialog';

function course(done: Record<string, boolean>): CourseData {
  const level = (slug: string) => ({ slug, name: slug, completed: !!done[slug], locked: false });
  return {
    id: 'python',
    name: 'Beginner Python',
    chapters: [
      {
        id: 1,
        name: 'One',
        level_data: [level('a'), level('b')],
        quiz_exists: false,
        quiz_complete: false,
        class_locked: false,
      },
      {
        id: 2,
        name: 'Two',
        level_data: [level('c')],
        quiz_exists: false,
        quiz_complete: false,
        class_locked: false,
      },
    ],
  } as CourseData;
}

describe('completion dialog', () => {
  it('shows level-complete for a level that is not the last', () => {
    expect(completionDialogFor(course({}), 'a', { viewingOtherUser: false })).toBe('level-complete');
  });
  it('shows course-complete on the last level when everything else is done', () => {
    expect(completionDialogFor(course({ a: true, b: true }), 'c', { viewingOtherUser: false })).toBe(
      'course-complete',
    );
  });
  it('never shows course-complete in a view of another user', () => {
    expect(completionDialogFor(course({ a: true, b: true }), 'c', { viewingOtherUser: true })).toBe(
      'level-complete',
    );
  });
  it('shows final-level-complete on the last level when some are not done', () => {
    expect(completionDialogFor(course({ a: true }), 'c', { viewingOtherUser: false })).toBe(
      'final-level-complete',
    );
  });
  it('follows level-complete with course-complete when the course is now done', () => {
    expect(courseCompleteAfter(course({ a: true, c: true }), 'b')).toBe(true);
    expect(courseCompleteAfter(course({ a: true }), 'b')).toBe(false);
  });
  it('uses the creative dialog for creative levels', () => {
    expect(completionDialogFor(course({}), 'creative-01', { viewingOtherUser: false })).toBe(
      'creative-complete',
    );
  });
});

describe('the chapter quiz offered in the completion dialog', () => {
  const offerAt = (done: Record<string, boolean>, slug: string) => {
    const data = course(done);
    const kind = completionDialogFor(data, slug, { viewingOtherUser: false });
    return { kind, quiz: quizOfferIn(kind, chapterQuizAt(data, 'python', slug)?.path ?? null) };
  };

  it('is offered when the last level of the last chapter opens final-level-complete', () => {
    expect(offerAt({}, 'c')).toEqual({ kind: 'final-level-complete', quiz: 'quiz/python/2/question/1' });
  });
  it('is offered when the last level of the last chapter completes the course', () => {
    expect(offerAt({ a: true, b: true }, 'c')).toEqual({
      kind: 'course-complete',
      quiz: 'quiz/python/2/question/1',
    });
  });
  it('is offered at the end of an earlier chapter in level-complete, and not mid-chapter', () => {
    expect(offerAt({}, 'b')).toEqual({ kind: 'level-complete', quiz: 'quiz/python/1/question/1' });
    expect(offerAt({}, 'a').quiz).toBeNull();
  });
  it('is not offered by the creative dialog, nor once the dialog has closed', () => {
    expect(quizOfferIn('creative-complete', 'quiz/python/2/question/1')).toBeNull();
    expect(quizOfferIn(null, 'quiz/python/2/question/1')).toBeNull();
  });
});
