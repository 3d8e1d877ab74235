/**
 * What the service worker and the page say to each other about a new deployment. Kept free of
 * imports and of the DOM: the service worker bundles it too.
 */

const UPDATE_META_NAME = 'pylands-update';
/** Written into index.html's head by the old service worker when a new deployment waits. */
export const UPDATE_WAITING_META = `<meta name="${UPDATE_META_NAME}" content="waiting">`;
export const UPDATE_WAITING_SELECTOR = `meta[name="${UPDATE_META_NAME}"]`;

/** The page asks the waiting worker to take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The page makes sure the active worker is running (it answers PONG on the message's port). */
export const PING = 'PING';
export const PONG = 'PONG';
