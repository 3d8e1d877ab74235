import type { FontFace } from './certificate-fonts';

/** A piece of a line drawn with one face. */
export interface TextRun {
  text: string;
  face: FontFace;
}

/** Whether a face has a glyph for a character (the PDF library's font tables). */
export type HasGlyph = (face: FontFace, codePoint: number) => boolean;

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A line's words in the order they are drawn, left to right. A right-to-left line (Arabic, Hebrew)
 * reverses its words, keeping a stretch of left-to-right words (a course name in Latin letters, a
 * date's numbers) in its own order; each right-to-left word is shaped by the font, right to left.
 */
export function visualWords(text: string, rightToLeft: boolean): string[] {
  if (!rightToLeft) return [text];
  const units: { ltr: boolean; words: string[] }[] = [];
  for (const word of text.split(' ')) {
    const ltr = !RIGHT_TO_LEFT.test(word);
    const last = units.at(-1);
    if (ltr && last?.ltr) last.words.push(word);
    else units.push({ ltr, words: [word] });
  }
  return units.reverse().map((unit) => unit.words.join(' '));
}

/**
 * The line cut into runs by the first face (in the language's order) that has each character, so
 * no character is drawn as an empty box; spaces, digits and marks stay with the run they are in.
 */
export function fontRuns(text: string, faces: readonly FontFace[], hasGlyph: HasGlyph): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && hasGlyph(current.face, codePoint)) {
      current.text += char;
      continue;
    }
    const face = faces.find((f) => hasGlyph(f, codePoint)) ?? faces[0];
    if (current && current.face === face) current.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** The runs of a whole line in drawing order (left to right). */
export function lineRuns(
  text: string,
  rightToLeft: boolean,
  faces: readonly FontFace[],
  hasGlyph: HasGlyph,
): TextRun[] {
  return visualWords(text, rightToLeft).flatMap((unit, i) =>
    fontRuns(i > 0 ? ` ${unit}` : unit, faces, hasGlyph),
  );
}
