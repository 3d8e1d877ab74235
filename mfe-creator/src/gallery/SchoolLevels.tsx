import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { creativeApi, useSession } from '@pylands/shared-ui';
import { LevelCard, LevelGrid } from './LevelCard';
import { useLoad } from './useLoad';

const Section = styled.section`
  margin: 0 0 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.3rem;
  }
`;

/**
 * The levels shared inside the member's school (doc 1 §6: school sharing only for organization
 * members); nothing for anyone else, nor when the school has shared none.
 */
export function SchoolLevels() {
  const { t } = useTranslation();
  const organizationId = useSession((s) => s.user?.organization_id ?? null);
  const load = useLoad((signal) => creativeApi.school({ signal }), organizationId ?? '', !!organizationId);
  if (!organizationId || load.status !== 'ready' || load.data.length === 0) return null;
  return (
    <Section aria-labelledby="school-levels">
      <h2 id="school-levels">{t('gallery.schoolTitle')}</h2>
      <LevelGrid>
        {load.data.map((level) => (
          <LevelCard key={`${level.course_id}/${level.user_id}/${level.level_slug}`} level={level} />
        ))}
      </LevelGrid>
    </Section>
  );
}
