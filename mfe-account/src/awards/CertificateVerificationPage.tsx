import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { CertificateVerification } from '@pylands/contracts';
import { awardsApi, formatDate, Icon } from '@pylands/shared-ui';
import { Round } from './award-styles';
import { AwardLoadView } from './AwardLoadView';
import { CertificateDownloads } from './CertificateDownloads';
import { CertificateSheet } from './CertificateSheet';
import { useAwardLoad } from './useAwardLoad';

const Verdict = styled.div<{ $valid: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  padding: 14px 18px;
  border-radius: 14px;
  border: 2px solid ${(p) => (p.$valid ? p.theme.colors.primary : p.theme.colors.danger)};
  background: ${(p) => (p.$valid ? 'rgba(63, 191, 95, 0.12)' : 'rgba(255, 107, 107, 0.12)')};
  p {
    margin: 0;
  }
  strong {
    font-size: 1.15rem;
    color: ${(p) => (p.$valid ? p.theme.colors.primary : p.theme.colors.danger)};
  }
`;

const Mark = styled(Round)<{ $valid: boolean }>`
  color: ${(p) => p.theme.colors.background};
  background: ${(p) => (p.$valid ? p.theme.colors.primary : p.theme.colors.danger)};
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
`;

const loadCertificate = (id: string, signal: AbortSignal) => awardsApi.verify(id, { signal });

/** certificate/{certificateId}: the public page anyone can open to check a certificate. */
export function CertificateVerificationPage() {
  const { certificateId = '' } = useParams();
  const [state, retry] = useAwardLoad(certificateId, loadCertificate);
  return (
    <AwardLoadView state={state} retry={retry}>
      {(certificate) => <Verification certificate={certificate} />}
    </AwardLoadView>
  );
}

function Verification({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const valid = certificate.status === 'valid';
  return (
    <>
      <Verdict $valid={valid} role="status">
        <Mark $size={40} $valid={valid} aria-hidden>
          <Icon name={valid ? 'check' : 'shieldAlert'} size={24} strokeWidth={3} />
        </Mark>
        <div>
          <p>
            <strong>
              {valid
                ? t('awards.certificate.valid')
                : t('awards.certificate.revoked', {
                    date: formatDate(i18n.language, certificate.revoked_at ?? certificate.issued_at, 'long'),
                  })}
            </strong>
          </p>
          <p>{valid ? t('awards.certificate.validNote') : t('awards.certificate.revokedNote')}</p>
        </div>
      </Verdict>
      <CertificateSheet certificate={certificate} />
      {valid && (
        <Downloads>
          <CertificateDownloads id={certificate.id} pdfVariant="primary" />
        </Downloads>
      )}
    </>
  );
}
