import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';
import { pythonFileName } from '../editor/python-file-name';

export const TextField = styled.input`
  width: 100%;
  padding: 10px 12px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
`;

const FieldError = styled.p`
  color: ${(p) => p.theme.colors.danger};
  margin: 6px 0 0;
`;

/** Downloads the editor's code as a plain-text .py file. */
export function SaveCodeDialog({
  code,
  defaultName,
  onClose,
}: {
  code: string;
  defaultName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const fileName = pythonFileName(name);
    if (!fileName) {
      setError(t('save.nameRequired'));
      return;
    }
    const url = URL.createObjectURL(new Blob([code], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    onClose();
  };
  return (
    <Dialog title={t('save.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label>
          {t('save.fileName')}
          <TextField
            value={name}
            aria-invalid={!!error}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        </label>
        {error && <FieldError role="alert">{error}</FieldError>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
