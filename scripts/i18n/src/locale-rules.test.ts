import { localeProblems } from './locale-rules';

const en = {
  'header.logIn': 'Log In',
  'sidebar.progress': '{{completed}} of {{total}} levels completed',
  'gallery.plays_one': '{{count}} play',
  'gallery.plays_other': '{{count}} plays',
  'awards.badges.count_zero': 'No badges earned yet',
  'awards.badges.count_one': '{{count}} badge earned',
  'awards.badges.count_other': '{{count}} badges earned',
};

const goodGerman = {
  'header.logIn': 'Anmelden',
  'sidebar.progress': '{{completed}} von {{total}} Levels geschafft',
  'gallery.plays_one': '{{count}}-mal gespielt',
  'gallery.plays_other': '{{count}}-mal gespielt',
  'awards.badges.count_zero': 'Noch keine Abzeichen',
  'awards.badges.count_one': '{{count}} Abzeichen',
  'awards.badges.count_other': '{{count}} Abzeichen',
};

describe('a translation against English', () => {
  it('passes when every key, placeholder and plural form matches', () => {
    expect(localeProblems('de', en, goodGerman)).toEqual([]);
  });

  it('fails on a missing key', () => {
    const { 'header.logIn': _dropped, ...rest } = goodGerman;
    expect(localeProblems('de', en, rest)).toEqual(['de: missing key header.logIn']);
  });

  it('fails on a key English does not have', () => {
    expect(localeProblems('de', en, { ...goodGerman, 'header.old': 'Alt' })).toEqual([
      'de: extra key header.old (not in English)',
    ]);
  });

  it('fails on a placeholder that differs from English', () => {
    const broken = { ...goodGerman, 'sidebar.progress': '{{fertig}} von {{total}} Levels' };
    expect(localeProblems('de', en, broken)).toEqual([
      'de: placeholders differ in sidebar.progress: English {{completed}},{{total}}, de {{fertig}},{{total}}',
    ]);
  });

  it('asks Russian for the one, few, many and other forms i18next looks up', () => {
    const russian = {
      'header.logIn': 'Войти',
      'sidebar.progress': '{{completed}} из {{total}}',
      'gallery.plays_one': '{{count}} игра',
      'gallery.plays_other': '{{count}} игры',
      'awards.badges.count_zero': 'Пока нет значков',
      'awards.badges.count_one': '{{count}} значок',
      'awards.badges.count_few': '{{count}} значка',
      'awards.badges.count_many': '{{count}} значков',
      'awards.badges.count_other': '{{count}} значка',
    };
    expect(localeProblems('ru', en, russian)).toEqual([
      'ru: missing plural form gallery.plays_few (ru needs one, few, many, other)',
      'ru: missing plural form gallery.plays_many (ru needs one, few, many, other)',
    ]);
  });

  it('refuses a plural form the language does not use (Japanese has only "other")', () => {
    const japanese = {
      'header.logIn': 'ログイン',
      'sidebar.progress': '{{total}} 中 {{completed}}',
      'gallery.plays_other': '{{count}} 回',
      'gallery.plays_one': '{{count}} 回',
      'awards.badges.count_zero': 'まだバッジはありません',
      'awards.badges.count_other': 'バッジ {{count}} 個',
    };
    expect(localeProblems('ja', en, japanese)).toEqual([
      'ja: extra plural form gallery.plays_one (ja uses other)',
    ]);
  });

  it('keeps _zero where English has one', () => {
    const { 'awards.badges.count_zero': _zero, ...rest } = goodGerman;
    expect(localeProblems('de', en, rest)).toEqual([
      'de: missing plural form awards.badges.count_zero (de needs one, other, zero)',
    ]);
  });

  it('wants {{count}} in the "other" form when English shows the number', () => {
    const broken = { ...goodGerman, 'gallery.plays_other': 'oft gespielt' };
    expect(localeProblems('de', en, broken)).toEqual(['de: gallery.plays_other must contain {{count}}']);
  });
});
