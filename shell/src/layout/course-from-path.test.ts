import { courseFromPath, hidesSidebar } from './course-from-path';

describe('courseFromPath', () => {
  it('reads the course of play and quiz routes', () => {
    expect(courseFromPath('/en/play/advanced-python/generators-level1')).toBe('advanced-python');
    expect(courseFromPath('/en/quiz/python/1')).toBe('python');
  });
  it('defaults to the beginner course', () => {
    expect(courseFromPath('/en')).toBe('python');
    expect(courseFromPath('/en/profile/students')).toBe('python');
  });
});

describe('hidesSidebar', () => {
  it('hides it on a user’s level only', () => {
    expect(hidesSidebar('/en/play/python/0b6f3c1e-1111-4a4a-9c9c-222233334444/intro-level1')).toBe(true);
    expect(hidesSidebar('/en/play/python/intro-level1')).toBe(false);
    expect(hidesSidebar('/en/creative-levels/creator/0b6f3c1e')).toBe(false);
  });
});
