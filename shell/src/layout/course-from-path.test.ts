import { courseFromPath } from './course-from-path';

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
