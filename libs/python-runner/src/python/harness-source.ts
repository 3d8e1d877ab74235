import { OUTPUT_LIMIT_CHARS } from '../protocol/limits';
import { PLAYER_MODULE_DIR } from './player-source';

/**
 * The runner's own Python, loaded once per worker as module `_pylands_runner`. `run` executes the
 * learner's program as "<exec>" with the level constants as globals and returns a JSON report.
 */
export const HARNESS_SOURCE = `
import sys, json, random, traceback, linecache, builtins, types, io, importlib, importlib.machinery, ast, inspect, asyncio

_PLAYER_DIR = ${JSON.stringify(PLAYER_MODULE_DIR)}
if _PLAYER_DIR not in sys.path:
    sys.path.insert(0, _PLAYER_DIR)
_bridge = types.ModuleType('_pylands_bridge')
sys.modules['_pylands_bridge'] = _bridge
_OUTPUT_LIMIT = ${OUTPUT_LIMIT_CHARS}
_SKIPPED = (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType, type)


class _Output(io.TextIOBase):
    def __init__(self):
        self.parts = []
        self.size = 0

    def writable(self):
        return True

    def write(self, text):
        text = str(text)
        if self.size < _OUTPUT_LIMIT:
            kept = text[: _OUTPUT_LIMIT - self.size]
            self.parts.append(kept)
            self.size += len(kept)
        return len(text)


class _NotJson(Exception):
    pass


class _LevelWon(BaseException):
    """The last goal was met: the script stops here (doc 2 §4, the command queue is cleared)."""


_bridge.LevelWon = _LevelWon
_running = {'namespace': None}


def _json_value(value, depth=0):
    if getattr(value, '_pylands_bool', False):
        return bool(value)
    if isinstance(value, str):
        return str(value)
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        if abs(value) > 2 ** 53:
            raise _NotJson()
        return value
    if isinstance(value, float):
        if value != value or value in (float('inf'), float('-inf')):
            raise _NotJson()
        return value
    if depth > 20:
        raise _NotJson()
    if isinstance(value, (list, tuple)):
        return [_json_value(item, depth + 1) for item in value]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, (str, int, float, bool)):
                raise _NotJson()
            out[key if isinstance(key, str) else json.dumps(key)] = _json_value(item, depth + 1)
        return out
    raise _NotJson()


def _learner_trace(exc):
    frames = [frame for frame in traceback.extract_tb(exc.__traceback__) if frame.filename == '<exec>']
    parts = []
    if frames:
        parts.append('Traceback (most recent call last):\\n')
        parts.extend(traceback.format_list(frames))
    parts.extend(traceback.format_exception_only(type(exc), exc))
    line = frames[-1].lineno if frames else None
    if isinstance(exc, SyntaxError) and exc.filename == '<exec>':
        line = exc.lineno
    return ''.join(parts).rstrip('\\n'), line


def _variables(namespace, player):
    out = {}
    for name, value in list(namespace.items()):
        if name.startswith('_') or isinstance(value, _SKIPPED):
            continue
        if player is not None and getattr(player, name, _NotJson) is value:
            continue
        try:
            out[name] = _json_value(value)
        except (_NotJson, RecursionError):
            pass
    return out


def _drive(coroutine):
    """
    Runs a coroutine to its end right here. The player's commands never suspend, and a bare
    yield (asyncio.sleep) only hands the turn back, so no event loop is needed: asyncio.run and
    top-level await work the same in the browser and on the server.
    """
    if not inspect.iscoroutine(coroutine):
        raise ValueError('a coroutine was expected, got ' + type(coroutine).__name__)
    while True:
        try:
            coroutine.send(None)
        except StopIteration as done:
            return done.value


_real_sleep = asyncio.sleep


async def _sleep(delay, result=None):
    # Game time is the animation's: a delay only gives the turn to the next task.
    await _real_sleep(0)
    return result


class _RestOfStdlib:
    """
    Last on sys.meta_path in the browser, which starts on the core of the standard library (the
    modules the snapshot holds): the first import nothing else finds loads the whole library once,
    then this finder looks there, for top-level modules and for submodules of core packages.
    """

    def __init__(self, load, full_path):
        self._load = load
        self._full = full_path
        self._core = [p for p in sys.path if p.endswith('.zip')][:1]
        self._ready = None

    def find_spec(self, name, path=None, target=None):
        if self._ready is None:
            load, self._load = self._load, None
            self._ready = bool(load())
        if not self._ready or not self._core:
            return None
        core = self._core[0]
        search = [self._full] if path is None else [self._full + p[len(core):] for p in path if p.startswith(core)]
        return importlib.machinery.PathFinder.find_spec(name, search) if search else None


def import_rest_of_stdlib_lazily(load, full_path):
    sys.meta_path.append(_RestOfStdlib(load, full_path))


def current_variables():
    """The running program's variables as JSON, read by the host when the goals are met mid-run."""
    namespace = _running['namespace']
    if namespace is None:
        return '{}'
    return json.dumps(_variables(namespace, sys.modules.get('player')))


def run(code, constants_json, seed, call):
    _bridge.call = call
    sys.modules.pop('player', None)
    # Only the folders' finders (player.py is rewritten each run): importlib.invalidate_caches()
    # would also import importlib.metadata (~0.8 s on the first run) and drop the standard
    # library zip's table of contents, read again (~0.5 s) by the next import from it.
    for finder in list(sys.path_importer_cache.values()):
        if isinstance(finder, importlib.machinery.FileFinder):
            finder.invalidate_caches()
    random.seed(seed)
    constants = json.loads(constants_json)
    namespace = {'__name__': '__main__', '__builtins__': dict(builtins.__dict__)}
    for constant in constants:
        namespace[constant['name']] = constant['value']
    linecache.cache['<exec>'] = (len(code), None, code.splitlines(True), '<exec>')
    _running['namespace'] = namespace
    output = _Output()
    error = None
    interrupted = False
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = output
    try:
        asyncio.run = _drive
        asyncio.sleep = _sleep
        program = compile(code, '<exec>', 'exec', flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
        if program.co_flags & inspect.CO_COROUTINE:
            _drive(eval(program, namespace))
        else:
            exec(program, namespace)
    except _LevelWon:
        pass  # the host knows the level is won; the report carries the variables of that moment
    except KeyboardInterrupt:
        interrupted = True
    except SystemExit:
        pass
    except BaseException as exc:
        trace, line = _learner_trace(exc)
        if isinstance(exc, SyntaxError):
            message = type(exc).__name__ + ': ' + str(exc.msg)
        else:
            message = traceback.format_exception_only(type(exc), exc)[-1].strip()
        player = sys.modules.get('player')
        game_error = getattr(player, 'GameError', None)
        is_game_error = isinstance(game_error, type) and isinstance(exc, game_error)
        error = {'message': message, 'line': line, 'trace': trace, 'gameError': is_game_error}
    finally:
        sys.stdout, sys.stderr = saved
        _bridge.call = None
        _running['namespace'] = None
    player = sys.modules.get('player')
    variables = _variables(namespace, player)
    updated = [{'name': c['name'], 'value': variables.get(c['name'], c['value'])} for c in constants]
    return json.dumps({
        'error': error,
        'interrupted': interrupted,
        'variables': variables,
        'updatedConstants': updated,
        'output': ''.join(output.parts),
    })


def block_js_and_system():
    """Called once Pyodide is up (it registers 'js' as it starts): what learner code must not reach."""
    import os, posix
    for name in ('js', 'pyodide_js', 'pyodide.http', 'pyodide.code'):
        sys.modules[name] = None

    def no_system(command):
        raise OSError(38, 'Running other programs is not available')

    os.system = posix.system = no_system
`;

/** The module name the harness is loaded under. */
export const HARNESS_MODULE = '_pylands_runner';

/**
 * Loads the harness as module HARNESS_MODULE and evaluates to it. The browser's and Node's memory
 * snapshots are made after running it (scripts/build-runner.mjs), so a worker starting from one
 * compiles no Python before it is ready; a worker without one runs it at start.
 */
export const LOAD_HARNESS = `import types, sys
_m = types.ModuleType(${JSON.stringify(HARNESS_MODULE)})
exec(${JSON.stringify(HARNESS_SOURCE)}, _m.__dict__)
sys.modules[_m.__name__] = _m
del _m
sys.modules[${JSON.stringify(HARNESS_MODULE)}]`;
