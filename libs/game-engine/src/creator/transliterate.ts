/**
 * Letters NFKD decomposition does not reduce to ASCII (it only strips accents): Latin ligatures and
 * strokes, German ß, and the Cyrillic and Greek alphabets children's names are most often written in.
 */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŋ: 'ng',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** The text in lower-case ASCII: accents dropped, the letters above spelled out, anything else kept for the caller to drop. */
export function transliterate(text: string): string {
  // Whole letters first (й is its own letter, not и with a breve), then accents stripped.
  return Array.from(text.toLowerCase().normalize('NFC'))
    .map(
      (char) =>
        LETTERS[char] ??
        Array.from(char.normalize('NFKD'))
          .filter((part) => !/\p{M}/u.test(part))
          .map((part) => LETTERS[part] ?? part)
          .join(''),
    )
    .join('');
}
