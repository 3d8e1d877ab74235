import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner, Table as SharedTable, useFormat } from '@pylands/shared-ui';
import { Muted, Panel } from '../../panel-styles';
import { useAssistantUsage } from './useAssistantUsage';

/** Numbers in the last column line up on the right. */
const Table = styled(SharedTable)`
  td:last-child,
  th:last-child {
    text-align: end;
  }
`;

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Tips on the UTC days of the last week (today and the six before). */
function weekTips(days: { day: string; level_assistant: number; challenge_assistant: number }[]): number {
  const since = new Date(Date.now() - WEEK_MS + 24 * 60 * 60_000).toISOString().slice(0, 10);
  return days
    .filter((day) => day.day >= since)
    .reduce((sum, day) => sum + day.level_assistant + day.challenge_assistant, 0);
}

/** How many coding-assistant tips a parent's student asked for, per day (issue 9, doc 1 §7 AI tips). */
export function AssistantUsagePanel({ studentId, username }: { studentId: string; username: string }) {
  const { t } = useTranslation();
  const usage = useAssistantUsage(studentId);
  // Days are UTC dates, as the service counts them.
  const dayLabel = useFormat().day;

  return (
    <Panel aria-labelledby="assistant-usage-title">
      <h2 id="assistant-usage-title">{t('students.assistantUse')}</h2>
      {usage.status === 'loading' && <Spinner />}
      {usage.status === 'failed' && <Muted role="alert">{t('students.assistantUseFailed')}</Muted>}
      {usage.status === 'loaded' && usage.days.length === 0 && (
        <Muted>{t('students.assistantUseNone', { username })}</Muted>
      )}
      {usage.status === 'loaded' && usage.days.length > 0 && (
        <>
          <p>
            <strong>{t('students.assistantUseWeek', { count: weekTips(usage.days) })}</strong>
          </p>
          <Muted>{t('students.assistantUseIntro', { username })}</Muted>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('students.assistantUseDay')}</th>
                <th scope="col">{t('students.assistantUseTips')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayLabel(day.day)}</th>
                  <td>{day.level_assistant + day.challenge_assistant}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Panel>
  );
}
