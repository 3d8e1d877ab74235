import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { awardsApi, Button, Icon, LocaleLink } from '@pylands/shared-ui';
import { Muted } from '../panel-styles';
import { AwardLoadView } from './AwardLoadView';
import { AwardsHeader } from './AwardsHeader';
import { CertificateCard } from './CertificateCard';
import { useAwardLoad } from './useAwardLoad';

const List = styled.ul`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

const Empty = styled.section`
  display: grid;
  justify-items: center;
  gap: 12px;
  margin-top: 24px;
  padding: 32px 20px;
  text-align: center;
  border-radius: 16px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  h2 {
    margin: 0;
    color: ${(p) => p.theme.colors.text};
  }
  p {
    margin: 0;
    max-width: 52ch;
  }
`;

const loadCertificates = (studentId: string, signal: AbortSignal) =>
  awardsApi.certificates(studentId, { signal });

/** certificates/{studentId}: a student's certificates, each with its public page and files. */
export function CertificatesPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  const [state, retry] = useAwardLoad(studentId, loadCertificates);
  return (
    <AwardLoadView state={state} retry={retry}>
      {(list) => (
        <>
          <AwardsHeader
            icon="graduation"
            title={t('awards.certificates.title', { name: list.student_name })}
            other={{ to: `badges/${list.student_id}`, icon: 'award', label: t('awards.toBadges') }}
          />
          {list.certificates.length > 0 ? (
            <>
              <Muted>{t('awards.certificates.intro')}</Muted>
              <List>
                {list.certificates.map((certificate) => (
                  <CertificateCard key={certificate.id} certificate={certificate} />
                ))}
              </List>
            </>
          ) : (
            <Empty aria-labelledby="certificates-empty">
              <Icon name="graduation" size={48} />
              <h2 id="certificates-empty">{t('awards.certificates.emptyTitle')}</h2>
              <p>{t('awards.certificates.emptyText')}</p>
              <Button as={LocaleLink} to="">
                <Icon name="play" />
                {t('awards.certificates.play')}
              </Button>
            </Empty>
          )}
        </>
      )}
    </AwardLoadView>
  );
}
