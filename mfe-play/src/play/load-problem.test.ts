import { loadProblem } from './load-problem';

const level = { slug: 'intro-level1' };
const course = { id: 'python', chapters: [] };
const failed = (status?: number) => ({ data: undefined, error: status ? { status } : new TypeError('x') });

describe('play screen load problems', () => {
  it('shows the game when the course and the level both loaded', () => {
    expect(loadProblem({ data: level, error: null }, { data: course, error: null })).toBeNull();
  });

  it("says 'Failed to load game data' when a fetch fails", () => {
    expect(loadProblem(failed(500), { data: course, error: null })).toBe('play.failedToLoad');
    expect(loadProblem(failed(), { data: course, error: null })).toBe('play.failedToLoad');
    expect(loadProblem({ data: level, error: null }, failed(503))).toBe('play.failedToLoad');
    expect(loadProblem({ data: level, error: null }, failed())).toBe('play.failedToLoad');
  });

  it("says 'Failed to load course or level data' when either is missing", () => {
    expect(loadProblem({ data: null, error: null }, { data: course, error: null })).toBe(
      'play.failedCourseOrLevel',
    );
    expect(loadProblem({ data: level, error: null }, { data: {}, error: null })).toBe(
      'play.failedCourseOrLevel',
    );
    expect(loadProblem({ data: level, error: null }, failed(404))).toBe('play.failedCourseOrLevel');
  });

  it('says the data is missing when an answer came but its contract refused it (empty or malformed)', () => {
    // shared-ui's ContractError keeps the answer's own success status.
    expect(loadProblem(failed(200), { data: course, error: null })).toBe('play.failedCourseOrLevel');
    expect(loadProblem({ data: level, error: null }, failed(200))).toBe('play.failedCourseOrLevel');
  });

  it("says 'No data' when there is no such level", () => {
    expect(loadProblem(failed(404), { data: course, error: null })).toBe('play.noData');
  });
});
