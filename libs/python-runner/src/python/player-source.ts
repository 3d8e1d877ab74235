/**
 * The `player` module the learner imports (`from player import *`). It is written into Pyodide's
 * file system before each run so a program that changed it last time starts clean.
 * Each command finds the learner's line and calls the host bridge, which applies the command to
 * the level's world at once; a broken rule comes back as an exception that stops the script.
 */
import { COMMAND_NAMES, allCommandAliases } from '@pylands/game-engine';

/** `avanzar = move_forward` …: every language's names for the commands (the English ones always work). */
const ALIASES = [...allCommandAliases()];

/** The folder on sys.path that holds the player module. */
export const PLAYER_MODULE_DIR = '/pylands';
export const PLAYER_MODULE_PATH = `${PLAYER_MODULE_DIR}/player.py`;

export const PLAYER_SOURCE = `"""Commands that move and act with your character."""
import sys as _sys
import json as _json
import _pylands_bridge as _bridge

__all__ = ${JSON.stringify([...COMMAND_NAMES, ...ALIASES.map(([alias]) => alias), 'GameError'])}


class GameError(Exception):
    """A game rule was broken: the script stops here."""

    def __init__(self, message, key=''):
        super().__init__(message)
        self.key = key


_error_classes = {}


def _error_class(key):
    # "move.wall" -> MoveError, so the last line of a trace names what went wrong.
    family = (key or 'game').split('.', 1)[0]
    name = ''.join(part.capitalize() for part in family.replace('-', '_').split('_')) + 'Error'
    if name not in _error_classes:
        _error_classes[name] = type(name, (GameError,), {'__module__': 'player'})
    return _error_classes[name]


def _learner_line():
    frame = _sys._getframe(1)
    while frame is not None and frame.f_code.co_filename != '<exec>':
        frame = frame.f_back
    return frame.f_lineno if frame is not None else None


def _plain(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    raise TypeError(type(value).__name__ + ' cannot be given to a command')


def _command(name, args):
    line = _learner_line()
    reply = _json.loads(_bridge.call(name, _json.dumps(list(args), default=_plain), line))
    if 'error' in reply:
        error = reply['error']
        raise _error_class(error['key'])(error['message'], error['key'])
    if reply.get('cancelled'):
        raise KeyboardInterrupt
    if reply.get('won'):
        # The level is complete: nothing after this line runs.
        raise _bridge.LevelWon()
    return reply.get('value')


def move_forward(steps=1):
    """Walk forward the given number of tiles."""
    return _command('move_forward', [steps])


def turn_left():
    return _command('turn_left', [])


def turn_right():
    return _command('turn_right', [])


def collect(item):
    """Pick up the item in front of you."""
    return _command('collect', [item])


def push(*args):
    return _command('push', args)


def build(*args):
    return _command('build', args)


def speak(*args):
    return _command('speak', args)


def water(*args):
    return _command('water', args)


def open(*args):
    return _command('open', args)


def close(*args):
    return _command('close', args)


def place(*args):
    return _command('place', args)


def plant(*args):
    """plant(dictionary, key)"""
    return _command('plant', args)


def combine(*args):
    return _command('combine', args)


_ASYNC_CODE = 0x80 | 0x200  # CO_COROUTINE | CO_ASYNC_GENERATOR


def _awaitable_in_async(value, wrap):
    """
    Inside an async function (or top-level code using await) the answer can be awaited; anywhere
    else it is the plain value (None, a str, True or False).
    """
    caller = _sys._getframe(2)
    return wrap(value) if caller.f_code.co_flags & _ASYNC_CODE else value


class _Done:
    """What write() and display() give back: nothing, and it may be awaited (await write(...))."""

    __slots__ = ()

    def __await__(self):
        return None
        yield

    def __bool__(self):
        return False

    def __repr__(self):
        return 'None'


class _Text(str):
    """read()'s text: text = read() and text = await read() both give the sign's words."""

    def __await__(self):
        return str(self)
        yield


class _Answer(int):
    """question()'s Yes (True) or No (False); it may be awaited too."""

    _pylands_bool = True

    def __await__(self):
        return bool(self)
        yield

    def __repr__(self):
        return repr(bool(self))

    __str__ = __repr__


def write(*args):
    """Shows a popup with your message; the script waits until it is closed."""
    _command('write', args)
    return _awaitable_in_async(None, lambda _: _Done())


def read(*args):
    """Reads the sign in front of you; returns its text."""
    text = _command('read', args)
    return _awaitable_in_async(text, lambda t: _Done() if t is None else _Text(t))


def question(*args):
    """Asks a yes/no question; returns True for Yes."""
    return _awaitable_in_async(bool(_command('question', args)), _Answer)


def display(*args):
    """Shows a popup; the script waits until it is closed."""
    _command('display', args)
    return _awaitable_in_async(None, lambda _: _Done())


# The same commands in the child's language (the interface's language picks which the Code Book shows).
${ALIASES.map(([alias, command]) => `${alias} = ${command}`).join('\n')}
`;
