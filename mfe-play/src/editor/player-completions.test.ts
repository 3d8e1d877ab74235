import { playerCompletions as completions } from './player-completions';

const playerCompletions = (prefix: string, language: string) =>
  completions(prefix, language, (doc) => `about ${doc.name}`);

describe('playerCompletions', () => {
  it('offers the Spanish name first and the English one too for a Spanish child', () => {
    const list = playerCompletions('', 'es').map((c) => c.value);
    expect(list.indexOf('avanzar')).toBeGreaterThanOrEqual(0);
    expect(list).toContain('move_forward');
    expect(playerCompletions('av', 'es').map((c) => c.value)).toEqual(['avanzar']);
    expect(playerCompletions('av', 'es')[0].docText).toBe('avanzar([steps])\nabout move_forward');
  });

  it('completes Chinese names from their first character', () => {
    expect(playerCompletions('左', 'zh').map((c) => c.value)).toEqual(['左转']);
  });

  it('offers only English names in English', () => {
    expect(playerCompletions('', 'en').every((c) => /^[a-z_]+$/.test(c.value))).toBe(true);
    expect(playerCompletions('mo', 'en').map((c) => c.value)).toEqual(['move_forward']);
  });
});
