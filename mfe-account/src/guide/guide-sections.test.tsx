import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { TeacherGuideLevel } from '@pylands/contracts';
// The sections are rendered without the shared-ui barrel, whose router links Jest cannot load (ESM only).
import { initI18n } from '../../../shared-ui/src/i18n/i18n';
import { theme } from '../../../shared-ui/src/theme/theme';
import { LessonPlan } from './LessonPlan';
import { ReferenceSolutions } from './ReferenceSolutions';

const level = (solution: string | null, index = 0): TeacherGuideLevel => ({
  slug: `intro-level${index + 1}`,
  name: ['First Steps', 'Around the Fence'][index],
  level_index: index,
  teaches: 'Counting tiles.',
  solution,
});

const render = (element: ReactElement) =>
  renderToStaticMarkup(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

beforeAll(() => initI18n('en'));

describe("a chapter's reference solutions", () => {
  it('show a teacher each level’s solution, folded, in monospace', () => {
    const html = render(
      <ReferenceSolutions
        visible
        levels={[level('from player import *\n\nmove_forward(4)\n'), level('turn_right()', 1)]}
      />,
    );
    expect(html).toMatch(
      /<details[^>]*><summary>Solution: 1\. First Steps<\/summary><pre><code>from player import \*\n\nmove_forward\(4\)<\/code><\/pre><\/details>/,
    );
    expect(html).toContain('<summary>Solution: 2. Around the Fence</summary>');
    expect(html).not.toContain('<details open');
    expect(html).not.toContain('Reference solutions are for teachers');
  });

  it('show everyone else a note instead, and no code', () => {
    const html = render(<ReferenceSolutions visible={false} levels={[level(null), level(null, 1)]} />);
    expect(html).toContain(
      'Reference solutions are for teachers. Log in with a teacher or school admin account to see them.',
    );
    expect(html).not.toContain('<pre');
    expect(html).not.toContain('<details');
  });
});

describe("a chapter's lesson plan", () => {
  it('puts every segment on the clock with its name, length and activity', () => {
    const html = render(
      <LessonPlan
        steps={[
          { segment: 'warm-up', minutes: 5, activity: 'Human robot.' },
          { segment: 'demo', minutes: 8, activity: 'Play `move_forward(4)`.' },
          { segment: 'guided-play', minutes: 15, activity: 'Pairs play.' },
          { segment: 'challenge', minutes: 10, activity: 'Growing Steps.' },
          { segment: 'wrap-up', minutes: 7, activity: 'Discuss.' },
        ]}
      />,
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Warm-up 0–5 min · 5 min Human robot.');
    expect(text).toContain('Demo 5–13 min · 8 min Play move_forward(4) .');
    expect(text).toContain('Guided play 13–28 min · 15 min');
    expect(text).toContain('Challenge 28–38 min · 10 min');
    expect(text).toContain('Wrap-up 38–45 min · 7 min Discuss.');
    expect(html).toMatch(/<code[^>]*>move_forward\(4\)<\/code>/);
  });
});
