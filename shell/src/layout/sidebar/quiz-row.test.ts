import { quizChapterOfPath, quizRow } from './quiz-row';

const chapter = { id: 3, quiz_exists: true, quiz_complete: false };

describe('the sidebar’s Quiz row', () => {
  it('links a chapter with a quiz to its first question', () => {
    expect(quizRow(chapter, 'python', '/en/play/python/loops-1')).toEqual({
      to: 'quiz/python/3/question/1',
      done: false,
      current: false,
    });
  });

  it('is left out where the server says the chapter has no quiz for this student', () => {
    expect(quizRow({ ...chapter, quiz_exists: false }, 'python', '/en/play/python/x')).toBeNull();
  });

  it('shows the check once the quiz is passed and marks the quiz being taken', () => {
    const row = quizRow({ ...chapter, quiz_complete: true }, 'python', '/en/quiz/python/3/question/4');
    expect(row).toMatchObject({ done: true, current: true });
    expect(quizRow(chapter, 'python', '/en/quiz/python/13/question/1')?.current).toBe(false);
    expect(quizRow(chapter, 'python', '/en/quiz/advanced-python/3/question/1')?.current).toBe(false);
  });

  it('reads the chapter of a quiz route', () => {
    expect(quizChapterOfPath('/de/quiz/python/2/question/1')).toBe(2);
    expect(quizChapterOfPath('/en/quiz/python/2')).toBe(2);
    expect(quizChapterOfPath('/en/play/python/intro-level1')).toBeNull();
  });
});
