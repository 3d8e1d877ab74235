import i18next from 'i18next';
import { BADGE_KINDS, type Badge } from '@pylands/contracts';
import en from '../../../shared-ui/locales/en.json';
import { courseOption } from '../../../shared-ui/src/payment/course-options';
import { badgeSections, badgeText } from './badge-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  }),
);
const t = i18n.t.bind(i18n);
const courseLabel = (id: string) => courseOption(id)?.label;

function badge(overrides: Partial<Badge>): Badge {
  return {
    id: 'chapter:python:1',
    kind: 'chapter',
    name: 'Variables and Types',
    description: 'Complete chapter 1',
    course_id: 'python',
    chapter_id: 1,
    chapter_name: 'Variables and Types',
    earned: false,
    earned_at: null,
    ...overrides,
  };
}

describe('badge texts', () => {
  it('tells how to earn a locked chapter badge, naming the chapter and the course', () => {
    expect(badgeText(badge({}), t, courseLabel)).toEqual({
      name: 'Variables and Types',
      detail: 'How to earn it: finish every level of Variables and Types in Beginner Python.',
    });
  });

  it('says what an earned quiz badge was for', () => {
    const quiz = badge({
      id: 'quiz:advanced-python:14',
      kind: 'quiz',
      course_id: 'advanced-python',
      chapter_id: 14,
      chapter_name: 'Decorators',
      earned: true,
      earned_at: '2026-11-20T10:00:00.000Z',
    });
    expect(badgeText(quiz, t, courseLabel)).toEqual({
      name: 'Decorators Quiz',
      detail: 'Quiz passed in Advanced Python',
    });
  });

  it('has a name, a way to earn it and an earned line in English for every kind', () => {
    for (const kind of BADGE_KINDS) {
      const plain = badge({ kind, course_id: null, chapter_id: null, chapter_name: null, id: kind });
      const locked = badgeText(plain, t, courseLabel);
      const earned = badgeText({ ...plain, earned: true }, t, courseLabel);
      // i18next answers a missing key with the key itself.
      for (const text of [locked.name, locked.detail, earned.detail])
        expect([kind, text.includes('awards.')]).toEqual([kind, false]);
      expect(locked.detail).toMatch(/^How to earn it: /);
    }
  });
});

describe('badge grid', () => {
  it('shows earned badges newest first, then the locked ones course by course, the rest last', () => {
    const list = [
      badge({ id: 'a', earned: true, earned_at: '2026-11-01T00:00:00.000Z' }),
      badge({ id: 'p1' }),
      badge({ id: 'streak', kind: 'streak-7', course_id: null, chapter_id: null }),
      badge({ id: 'b', earned: true, earned_at: '2026-11-20T00:00:00.000Z' }),
      badge({ id: 'p2' }),
      badge({ id: 'adv', course_id: 'advanced-python', chapter_id: 9 }),
    ];
    const { earned, locked } = badgeSections(list);
    expect(earned.map((b) => b.id)).toEqual(['b', 'a']);
    expect(locked.map((g) => [g.courseId, g.badges.map((b) => b.id)])).toEqual([
      ['python', ['p1', 'p2']],
      ['advanced-python', ['adv']],
      [null, ['streak']],
    ]);
  });
});
