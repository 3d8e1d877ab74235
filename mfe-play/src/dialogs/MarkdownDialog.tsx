import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';
import { Markdown } from '../guide/Markdown';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 280px;
  /* Small pixel-art pictures are scaled up, crisp. */
  min-width: 96px;
  margin: 0 auto 14px;
  border-radius: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  image-rendering: pixelated;
`;

const Content = styled.div`
  line-height: 1.6;
  font-size: 1.02rem;
  h3,
  h4 {
    margin: 4px 0 8px;
    color: ${(p) => p.theme.colors.primaryHover};
  }
`;

/** Doc 2 §2: "a generic modal with markdown content and optional image" (the level's tutorial). */
export function MarkdownDialog({
  title,
  markdown,
  image,
  imageAlt,
  onClose,
}: {
  title: string;
  markdown: string;
  image?: string | null;
  imageAlt?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} width={620}>
      {image && <Picture src={image} alt={imageAlt ?? ''} />}
      <Content>
        <Markdown source={markdown} />
      </Content>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
