import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ChooseStudentDialog } from '@pylands/shared-ui';

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.info};
  background: ${(p) => p.theme.colors.surface};
`;

/**
 * A grown-up without a chosen student can read the challenge but not run it (doc 2 §6). Choosing a
 * student here stays on the page: on a challenge path only the credits refresh (doc 1 §2).
 */
export function ChooseStudentNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box role="status">
      {t('challenges.chooseStudent')}
      <Button $small onClick={() => setOpen(true)}>
        {t('play.chooseStudent')}
      </Button>
      {open && <ChooseStudentDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}
