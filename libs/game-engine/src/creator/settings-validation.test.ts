import { schoolVisibleFor, validateLevelSettings } from './settings-validation';

describe('validateLevelSettings (Level Settings, validated on change)', () => {
  it('accepts a name of 3 to 50 characters and either course', () => {
    expect(validateLevelSettings({ name: 'Farm', course: 'python' })).toEqual({});
    expect(validateLevelSettings({ name: 'x'.repeat(50), course: 'advanced-python' })).toEqual({});
  });

  it('requires a name (spaces alone are no name)', () => {
    expect(validateLevelSettings({ name: '', course: 'python' })).toEqual({ name: 'nameRequired' });
    expect(validateLevelSettings({ name: '   ', course: 'python' })).toEqual({ name: 'nameRequired' });
  });

  it('refuses names under 3 or over 50 characters', () => {
    expect(validateLevelSettings({ name: 'ab', course: 'python' })).toEqual({ name: 'nameTooShort' });
    expect(validateLevelSettings({ name: ' ab ', course: 'python' })).toEqual({ name: 'nameTooShort' });
    expect(validateLevelSettings({ name: 'x'.repeat(51), course: 'python' })).toEqual({
      name: 'nameTooLong',
    });
  });

  it('requires one of the two courses', () => {
    expect(validateLevelSettings({ name: 'Farm', course: '' })).toEqual({ course: 'courseRequired' });
    expect(validateLevelSettings({ name: 'Farm', course: 'javascript' })).toEqual({
      course: 'courseInvalid',
    });
  });

  it('reports both fields at once', () => {
    expect(validateLevelSettings({ name: '', course: 'x' })).toEqual({
      name: 'nameRequired',
      course: 'courseInvalid',
    });
  });
});

describe('schoolVisibleFor', () => {
  it('keeps school sharing only for organization members', () => {
    expect(schoolVisibleFor(true, true)).toBe(true);
    expect(schoolVisibleFor(true, false)).toBe(false);
    expect(schoolVisibleFor(false, true)).toBe(false);
  });
});
