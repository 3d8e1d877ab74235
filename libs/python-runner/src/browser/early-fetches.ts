/**
 * Starts the interpreter's downloads the moment the worker starts, before Pyodide's own script has
 * arrived, and hands Pyodide these responses when it asks for the same URLs (once each). Returns
 * the function that puts the worker's own fetch back.
 */
export function fetchEarly(scope: WorkerGlobalScope, urls: readonly string[]): () => void {
  const early = new Map(urls.map((url) => [url, scope.fetch(url)]));
  const original = scope.fetch.bind(scope);
  const hadOwn = Object.prototype.hasOwnProperty.call(scope, 'fetch');
  scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : new URL(input, scope.location.href).href;
    const response = early.get(url);
    if (!response) return original(input, init);
    early.delete(url);
    return response;
  };
  return () => {
    if (hadOwn) scope.fetch = original;
    else Reflect.deleteProperty(scope, 'fetch');
  };
}
