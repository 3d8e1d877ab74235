import { constants as fsConstants } from 'fs';
import { constants as osConstants } from 'os';

/**
 * What Pyodide's start-up reads of `process` in Node (Emscripten's environment check, NODEFS, its
 * TTY and `getuid`), and nothing else: a thread's later runtimes load after the real `process` is
 * gone, and a program that reached the thread's JavaScript finds no `binding`, `dlopen`, `exit`,
 * environment or streams here.
 */
export function processStandIn(real: NodeJS.Process): object {
  return {
    versions: { ...real.versions },
    version: real.version,
    platform: real.platform,
    argv: [],
    env: {},
    // Emscripten's stdin reads this descriptor as the real one did (the sandbox's input).
    stdin: { fd: real.stdin.fd },
    binding(name: string): unknown {
      if (name === 'constants') return { fs: fsConstants, os: osConstants };
      throw new Error(`No such module: ${name}`);
    },
    umask: () => 0o022,
    getuid: () => 0,
    cwd: () => '/',
  };
}

/** The ECMAScript globals (and WebAssembly): what every JS object a program holds leads back to. */
const LANGUAGE_GLOBALS = [
  'Object',
  'Function',
  'Array',
  'Number',
  'Boolean',
  'String',
  'Symbol',
  'BigInt',
  'Date',
  'RegExp',
  'Promise',
  'Proxy',
  'Reflect',
  'JSON',
  'Math',
  'Intl',
  'Atomics',
  'WebAssembly',
  'Iterator',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'SuppressedError',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'FinalizationRegistry',
  'DisposableStack',
  'AsyncDisposableStack',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'eval',
];

/** Intrinsics no global names: reached only through an instance. */
function hiddenIntrinsics(): unknown[] {
  const proto = Object.getPrototypeOf as (value: unknown) => unknown;
  return [
    proto(function* () {}),
    proto(async function () {}),
    proto(async function* () {}),
    proto([][Symbol.iterator]()),
    proto(new Map()[Symbol.iterator]()),
    proto(new Set()[Symbol.iterator]()),
    proto(''[Symbol.iterator]()),
    proto(/a/[Symbol.matchAll]('')),
    proto(proto(function* () {}) as object),
    proto(proto(async function* () {}) as object),
    proto(Uint8Array),
  ];
}

/**
 * Locks the thread's realm before its first run, as SES's lockdown and Node's --frozen-intrinsics do
 * (neither fits: one needs a package, the other must be set before the thread patches WebAssembly):
 * every language intrinsic, its prototypes and accessors are frozen, the global scope's bindings
 * and the Node modules Pyodide holds become read-only. A thread serves many runs, each with a fresh
 * Pyodide; this keeps a program that reached JavaScript from replacing what the next run's
 * start-up or harness calls (`Uint8Array.prototype.set`, `JSON.parse`, `fs.readFileSync`).
 * Global accessors are read first: Node defines some lazily and would redefine them on first use.
 */
export function freezeRealm(scope: object, modules: readonly object[] = []): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(scope))) {
    if (!descriptor.get || !descriptor.configurable) continue;
    try {
      Reflect.get(scope, key);
    } catch {
      // A global that cannot be read stays an accessor; freezing makes it fixed.
    }
  }
  const roots = LANGUAGE_GLOBALS.filter((name) => name in scope).map((name) => Reflect.get(scope, name));
  freezeDeep([...roots, ...hiddenIntrinsics()]);
  for (const module of modules) Object.freeze(module);
  Object.freeze(scope);
}

function freezeDeep(roots: readonly unknown[]): void {
  const seen = new Set<object>();
  const prototypes = new Set<object>();
  const pending: unknown[] = [...roots];
  const objects: object[] = [];
  while (pending.length > 0) {
    const value = pending.pop();
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value))
      continue;
    seen.add(value);
    objects.push(value);
    const prototype = Object.getPrototypeOf(value) as object | null;
    if (prototype) prototypes.add(prototype);
    pending.push(prototype);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (!descriptor) continue;
      if ('value' in descriptor) pending.push(descriptor.value);
      else pending.push(descriptor.get, descriptor.set);
      if (key === 'prototype' && descriptor.value && typeof descriptor.value === 'object')
        prototypes.add(descriptor.value as object);
    }
  }
  for (const prototype of prototypes) keepOverridable(prototype);
  for (const value of objects) Object.freeze(value);
}

/**
 * JavaScript's "override mistake": once a prototype is frozen, `instance.name = …` (an error's
 * name, an emitter's `_events`) throws instead of giving the instance its own property. Each
 * writable data property of a prototype becomes a getter and a setter that defines the property on
 * the instance (as SES's lockdown does); assigning on the prototype itself still fails.
 */
function keepOverridable(prototype: object): void {
  for (const key of Reflect.ownKeys(prototype)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(prototype, key);
    if (!descriptor || !('value' in descriptor) || !descriptor.writable || !descriptor.configurable) continue;
    const value: unknown = descriptor.value;
    try {
      Object.defineProperty(prototype, key, {
        get: () => value,
        set(this: object, replacement: unknown) {
          if (this === prototype) throw new TypeError(`Cannot assign to read only property '${String(key)}'`);
          Object.defineProperty(this, key, {
            value: replacement,
            writable: true,
            enumerable: true,
            configurable: true,
          });
        },
        enumerable: descriptor.enumerable,
        configurable: false,
      });
    } catch {
      // An exotic object that refuses the change stays as it is, and is frozen with the rest.
    }
  }
}
