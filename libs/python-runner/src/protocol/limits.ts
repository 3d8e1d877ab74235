/** Doc 2 §9: "Execution time-out 5000 ms". */
export const RUN_TIMEOUT_MS = 5000;
/** How long an interrupted program may take to stop before its worker is replaced. */
export const INTERRUPT_GRACE_MS = 1000;
/** Interrupt buffer value that raises KeyboardInterrupt in Pyodide (SIGINT). */
export const SIGINT = 2;
/** Bytes for one popup answer (JSON) in the shared answer buffer. */
export const ANSWER_BUFFER_BYTES = 4096;
export const OUTPUT_LIMIT_CHARS = 20000;
export const MAX_EVENTS = 100000;

export const BUSY_RESETTING_MESSAGE = 'Worker is busy resetting. Please wait a moment and try again.';
export const NOT_INITIALIZED_MESSAGE = 'Pyodide worker is not initialized.';
export const RUN_IN_PROGRESS_MESSAGE = 'A run is already in progress.';
export const RUNNER_CLOSED_MESSAGE = 'The runner is closed.';
export const RUN_CANCELLED_MESSAGE = 'The run was cancelled.';

/**
 * The interpreter's WebAssembly memory ceiling, the same in the browser and on the server so both
 * judge a run alike: past it Python raises MemoryError (a level's program needs a few MB).
 */
export const WASM_MEMORY_LIMIT_BYTES = 256 * 1024 * 1024;
/** V8 heap ceiling of a server replay worker thread (MB): the JS side of Pyodide needs far less. */
export const WORKER_HEAP_LIMIT_MB = 256;
