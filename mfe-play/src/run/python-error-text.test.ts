import i18next from 'i18next';
import en from '../../../shared-ui/locales/en.json';
import { explainPythonError, type Translate } from './python-error-text';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t: Translate = (key, values) => i18n.t(key, values ?? {});

describe('explainPythonError', () => {
  it.each([
    [
      "NameError: name 'x' is not defined",
      3,
      "Line 3: Python did not recognise the name 'x'. Check the spelling, or give it a value first.",
    ],
    [
      "UnboundLocalError: cannot access local variable 'steps' where it is not associated with a value",
      5,
      "Line 5: Python did not recognise the name 'steps'. Check the spelling, or give it a value first.",
    ],
    [
      "SyntaxError: '(' was never closed",
      2,
      'Line 2: Python could not read this line. Check for a missing bracket ( ), colon : or quote mark.',
    ],
    [
      'IndentationError: unexpected indent',
      4,
      'Line 4: The spaces at the start of this line are not right. The lines inside a loop, an if or a def need the same spaces in front of them.',
    ],
    [
      'TabError: inconsistent use of tabs and spaces in indentation',
      4,
      'Line 4: The spaces at the start of this line are not right. The lines inside a loop, an if or a def need the same spaces in front of them.',
    ],
    [
      'TypeError: move_forward() takes from 0 to 1 positional arguments but 2 were given',
      1,
      'Line 1: A command or a value got something it can not use. Check what you put between the brackets ( ).',
    ],
    [
      'ZeroDivisionError: division by zero',
      7,
      'Line 7: You tried to divide by zero. Nobody can do that, not even Python! Check the number after the /.',
    ],
    [
      "AttributeError: 'str' object has no attribute 'uper'",
      6,
      "Line 6: Python could not find 'uper' after the dot. Check the spelling of the word after the dot.",
    ],
    [
      "ValueError: invalid literal for int() with base 10: 'cat'",
      2,
      "Line 2: This value does not fit here. For example, int('3') works, but int('cat') does not.",
    ],
    [
      'IndexError: list index out of range',
      9,
      'Line 9: You asked for a place in a list that does not exist. Remember that a list starts counting at 0.',
    ],
    [
      'KeyError: 3',
      8,
      'Line 8: Python ran into a problem called KeyError. Open Details to see what Python says.',
    ],
  ])('%s on line %i', (lastLine, line, expected) => {
    expect(explainPythonError(t, lastLine, line)).toBe(expected);
  });

  it('leaves out the line when Python could not tell it', () => {
    expect(explainPythonError(t, 'ZeroDivisionError: division by zero', null)).toBe(
      'You tried to divide by zero. Nobody can do that, not even Python! Check the number after the /.',
    );
  });

  it('names the class of an error from a module without its module path', () => {
    expect(explainPythonError(t, 'pyodide.ffi.JsException: boom', 2)).toBe(
      'Line 2: Python ran into a problem called JsException. Open Details to see what Python says.',
    );
  });

  it('uses the generic text when a name-giving error does not name anything', () => {
    expect(explainPythonError(t, 'AttributeError', 4)).toBe(
      'Line 4: Python ran into a problem called AttributeError. Open Details to see what Python says.',
    );
  });
});
