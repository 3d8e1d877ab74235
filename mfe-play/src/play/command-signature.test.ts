import { COMMAND_DOCS } from '@pylands/game-engine';
import { aliasSignature } from './command-signature';

const doc = (name: string) => COMMAND_DOCS.find((d) => d.name === name)!;

describe('aliasSignature', () => {
  it('writes the call with the child language’s name and the same arguments', () => {
    expect(aliasSignature(doc('move_forward'), 'es')).toBe('avanzar([steps])');
    expect(aliasSignature(doc('place'), 'fr')).toBe('poser(item, count)');
    expect(aliasSignature(doc('turn_left'), 'zh')).toBe('左转()');
  });

  it('has nothing to add in English or a language without aliases', () => {
    expect(aliasSignature(doc('move_forward'), 'en')).toBeNull();
    expect(aliasSignature(doc('move_forward'), 'ja')).toBeNull();
  });
});
