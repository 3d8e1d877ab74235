import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { authApi, Button, localePath, useLng, useSession } from '@pylands/shared-ui';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 8px 16px;
  background: ${(p) => p.theme.colors.danger};
  color: #fff;
  font-weight: 700;
`;

/** Shown while platform staff act as someone else; ending returns to the staff member's session. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  if (!user?.impersonator) return null;
  const end = async () => {
    await authApi.endImpersonation().catch(() => undefined);
    await loadCurrentUser().catch(() => undefined);
    navigate(localePath(lng, 'impersonate'));
  };
  return (
    <Bar role="status">
      <span>
        {t('impersonation.banner', {
          email: user.student_details?.username ?? user.email,
          staff: user.impersonator.email,
        })}
      </span>
      <Button $small $variant="secondary" onClick={() => void end()}>
        {t('impersonation.end')}
      </Button>
    </Bar>
  );
}
