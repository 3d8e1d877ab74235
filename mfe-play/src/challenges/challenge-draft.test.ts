import { draftKey, parseDraft, startingCode } from './challenge-draft';

const view = { starter: 'animal = input()\n', last_code: null };

describe('the challenge draft kept while a child types', () => {
  it('is kept apart per student, for the anonymous visitor, and per challenge', () => {
    const keys = [
      draftKey(7, 'animal-hello'),
      draftKey(8, 'animal-hello'),
      draftKey(null, 'animal-hello'),
      draftKey(7, 'hay-bales'),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('comes back from storage as written, and anything else is no draft', () => {
    expect(parseDraft(JSON.stringify({ code: 'print(1)', base: null }))).toEqual({
      code: 'print(1)',
      base: null,
    });
    expect(parseDraft(JSON.stringify({ code: 'print(1)', base: 'print(0)' }))?.base).toBe('print(0)');
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json {')).toBeNull();
    expect(parseDraft(JSON.stringify({ code: 3, base: null }))).toBeNull();
    expect(parseDraft(JSON.stringify({ code: 'x' }))).toBeNull();
    expect(parseDraft('"just text"')).toBeNull();
  });

  it('opens the editor with the draft when there is no submitted code', () => {
    expect(startingCode(view, { code: 'print("draft")', base: null })).toBe('print("draft")');
  });

  it('opens with the draft typed on the submitted code the server still keeps', () => {
    const submitted = { ...view, last_code: 'print("sent")' };
    expect(startingCode(submitted, { code: 'print("newer")', base: 'print("sent")' })).toBe('print("newer")');
  });

  it('opens with the server code when it was submitted after the draft was typed', () => {
    const resubmitted = { ...view, last_code: 'print("sent later")' };
    expect(startingCode(resubmitted, { code: 'print("older")', base: null })).toBe('print("sent later")');
    expect(startingCode(resubmitted, { code: 'print("older")', base: 'print("sent")' })).toBe(
      'print("sent later")',
    );
  });

  it('without a draft opens with the submitted code, else the starter', () => {
    expect(startingCode({ ...view, last_code: 'print("sent")' }, null)).toBe('print("sent")');
    expect(startingCode(view, null)).toBe(view.starter);
  });
});
