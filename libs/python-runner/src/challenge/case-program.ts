import type { ChallengeCase, ChallengeShape } from './challenge-types';

/** The global the case program leaves its report in (RunResult.variables carries it back). */
export const CASE_RESULT_VARIABLE = 'challenge_result';

/** What the case program reports; every field is a string or a small number, so it is always JSON. */
export interface CaseReport {
  /** What the learner's code printed during the case. */
  printed?: string;
  /** The function's return value as JSON; absent when it has none (a set, an object). */
  json?: string;
  /** The return value's Python repr, shown when it is not JSON. */
  repr?: string;
  missing?: boolean;
  error?: { message: string; line: number | null };
}

/**
 * One Python program per case: the learner's code runs as "<code>" in a fresh namespace holding the
 * case's `given` variables, then (function challenges) the function is called with the case's
 * args. Its prints are caught for the case. Only the inputs go into Python: the expected results
 * stay in JavaScript, so a program cannot read them and hand them back.
 */
export function caseProgram(code: string, shape: ChallengeShape, testCase: ChallengeCase): string {
  const input = JSON.stringify({
    given: testCase.given ?? {},
    args: testCase.args ?? [],
    function: shape.kind === 'function' ? shape.name : null,
  });
  return `import io as _io, contextlib as _contextlib, json as _json, traceback as _traceback
_code = ${JSON.stringify(code)}
_case = _json.loads(${JSON.stringify(input)})
_namespace = {'__name__': '__main__'}
_namespace.update(_case['given'])
_printed = _io.StringIO()
${CASE_RESULT_VARIABLE} = {}
try:
    with _contextlib.redirect_stdout(_printed):
        exec(compile(_code, '<code>', 'exec'), _namespace)
        if _case['function'] is not None:
            _function = _namespace.get(_case['function'])
            if not callable(_function):
                ${CASE_RESULT_VARIABLE}['missing'] = True
            else:
                _value = _function(*_case['args'])
                ${CASE_RESULT_VARIABLE}['repr'] = repr(_value)[:500]
                try:
                    ${CASE_RESULT_VARIABLE}['json'] = _json.dumps(_value, allow_nan=False)
                except (TypeError, ValueError):
                    pass
except SystemExit:
    pass
except Exception as _error:
    _frames = [f for f in _traceback.extract_tb(_error.__traceback__) if f.filename == '<code>']
    _line = _frames[-1].lineno if _frames else None
    if isinstance(_error, SyntaxError) and _error.filename == '<code>':
        _line = _error.lineno
    _message = _traceback.format_exception_only(type(_error), _error)[-1].strip()
    ${CASE_RESULT_VARIABLE}['error'] = {'message': _message, 'line': _line}
${CASE_RESULT_VARIABLE}['printed'] = _printed.getvalue()[:4000]
`;
}
