import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StudentProgress } from '@pylands/contracts';
import { useContentNames, useFormat } from '@pylands/shared-ui';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Tile = styled.div`
  padding: 14px 16px;
  border-radius: 12px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.85rem;
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
  small {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The four facts a parent looks for first: levels done, last played, time this week, levels this week. */
export function WeekSummary({ progress }: { progress: StudentProgress }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useContentNames();
  const completed = progress.courses.reduce((sum, c) => sum + c.completed, 0);
  const total = progress.courses.reduce((sum, c) => sum + c.total, 0);
  const last = progress.last_played;
  return (
    <Tiles>
      <Tile>
        <dt>{t('studentProgress.levelsDone')}</dt>
        <dd>{t('studentProgress.levelsDoneValue', { completed, total })}</dd>
      </Tile>
      <Tile>
        <dt>{t('studentProgress.lastPlayed')}</dt>
        <dd>
          {last ? (
            <>
              {names.level(last.course_id, last.level_slug, last.level_name)}
              <small>
                {last.chapter_name} · {format.dateTime(last.played_at)}
              </small>
            </>
          ) : (
            t('studentProgress.neverPlayed')
          )}
        </dd>
      </Tile>
      <Tile>
        <dt>{t('studentProgress.timeThisWeek')}</dt>
        <dd>
          {t('studentProgress.minutes', { count: progress.week.minutes })}
          <small>{t('studentProgress.runs', { count: progress.week.runs })}</small>
        </dd>
      </Tile>
      <Tile>
        <dt>{t('studentProgress.completedThisWeek')}</dt>
        <dd>{t('studentProgress.levels', { count: progress.week.levels_completed })}</dd>
      </Tile>
    </Tiles>
  );
}
