import { pythonRepr } from './python-repr';

// Expected values in a child's message read as Python would show them, not as JSON.
it('writes JSON values as Python literals', () => {
  expect(pythonRepr([1, 'cow', true, null])).toBe("[1, 'cow', True, None]");
  expect(pythonRepr({ apple: 2 })).toBe("{'apple': 2}");
});

it('quotes text as Python repr does', () => {
  expect(pythonRepr("it's")).toBe('"it\'s"');
  expect(pythonRepr('say "hi" it\'s')).toBe("'say \"hi\" it\\'s'");
  expect(pythonRepr('a\nb')).toBe("'a\\nb'");
});
