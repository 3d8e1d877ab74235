import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import { Button, Dialog, DialogActions, creativeApi } from '@pylands/shared-ui';

const Failure = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

/** Asks before a level is deleted for good; a failed delete says so and keeps the dialog. */
export function DeleteLevelDialog(props: {
  level: CreativeLevelSummary;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function remove() {
    setBusy(true);
    setFailed(false);
    try {
      await creativeApi.remove(props.level.level_slug, props.level.course_id);
      props.onDeleted();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('creator.levels.deleteTitle')} onClose={props.onClose}>
      <p>{t('creator.levels.deleteText', { name: props.level.name })}</p>
      {failed && <Failure role="alert">{t('creator.levels.deleteFailed')}</Failure>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={() => void remove()}>
          {t('creator.levels.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
