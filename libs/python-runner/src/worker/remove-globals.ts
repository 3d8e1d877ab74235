/**
 * Deletes names from a global scope and every prototype it inherits them from. One layer only:
 * the worker's CSP is what stops a program that still finds a way to the network.
 */
export function removeGlobals(scope: object, names: readonly string[]): void {
  for (const name of names) {
    for (let target: object | null = scope; target; target = Object.getPrototypeOf(target)) {
      if (!Object.prototype.hasOwnProperty.call(target, name)) continue;
      try {
        if (!Reflect.deleteProperty(target, name)) Object.defineProperty(target, name, { value: undefined });
      } catch {
        // A non-configurable binding stays; the CSP still holds.
      }
    }
  }
}

/**
 * Takes string-to-code away from learner code: the global `Function` and `eval` become throwing
 * stand-ins (keeping `instanceof Function` true), and every function prototype's `constructor`
 * is emptied, so `.constructor` of a JS object handed to Python leads nowhere. In the browser the
 * worker's CSP already forbids eval; in Node this is the layer that keeps `import()` out of reach.
 */
export function lockCodeGeneration(scope: Record<string, unknown>): void {
  const original = Function;
  const refuse = function Function(): never {
    throw new EvalError('Code generation from strings is disabled.');
  };
  refuse.prototype = original.prototype;
  const prototypes = [
    original.prototype,
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ];
  for (const prototype of prototypes)
    Object.defineProperty(prototype, 'constructor', { value: refuse, writable: false, configurable: false });
  Object.defineProperty(scope, 'Function', { value: refuse, writable: false, configurable: false });
  Object.defineProperty(scope, 'eval', { value: refuse, writable: false, configurable: false });
}
