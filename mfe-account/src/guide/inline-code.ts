export interface TextPart {
  text: string;
  code: boolean;
}

/**
 * The guide's texts mark code with backticks (`move_forward(4)`); the parts between them are code.
 * An unmatched backtick is kept as text.
 */
export function inlineParts(text: string): TextPart[] {
  const pieces = text.split('`');
  if (pieces.length % 2 === 0) return [{ text, code: false }];
  return pieces
    .map((piece, i) => ({ text: piece, code: i % 2 === 1 }))
    .filter((part) => part.text.length > 0);
}
