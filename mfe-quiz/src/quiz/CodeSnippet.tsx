import { useTranslation } from 'react-i18next';
import { CodeBlock } from './quiz-layout';
import { pythonTokens } from './python-tokens';

/** A read-only Python snippet, coloured. */
export function CodeSnippet({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <CodeBlock aria-label={t('quiz.codeLabel')} tabIndex={0}>
      <code>
        {pythonTokens(code).map((token, i) =>
          token.kind === 'plain' ? (
            token.text
          ) : (
            <span key={i} className={token.kind}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </CodeBlock>
  );
}
