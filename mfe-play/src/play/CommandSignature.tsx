import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CommandDoc } from '@pylands/game-engine';
import { aliasSignature } from './command-signature';

const Signature = styled.code`
  font-family: ${(p) => p.theme.monoFont};
  color: ${(p) => p.theme.colors.primary};
  font-size: 1rem;
`;

const English = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
  code {
    font-family: ${(p) => p.theme.monoFont};
  }
`;

/** A command as the Code Book lists it: in the child's language first, with the English call below. */
export function CommandSignature({ doc }: { doc: CommandDoc }) {
  const { t, i18n } = useTranslation();
  const alias = aliasSignature(doc, i18n.language);
  if (!alias) return <Signature>{doc.signature}</Signature>;
  return (
    <>
      <Signature dir="ltr">{alias}</Signature>
      <English>
        {t('codeBook.alsoEnglish')} <code dir="ltr">{doc.signature}</code>
      </English>
    </>
  );
}
