// Where the time of one visit goes: every file the page and the Pyodide worker fetched (start, end,
// bytes over the wire) and the marks the shell, the play remote and the worker leave on the way to
// Run, on one timeline from navigation start.

/** Timeline entries of a page or worker, shifted onto the page's clock (runs as a string there). */
const COLLECT = (pageOrigin) => `(() => {
  const shift = performance.timeOrigin - (${pageOrigin} ?? performance.timeOrigin);
  const short = (name) => new URL(name, location.href).pathname.replace(/^\\/pyodide\\/[^/]+\\//, '/pyodide/…/');
  const resources = performance.getEntriesByType('resource').map((r) => ({
    kind: 'file', name: short(r.name), start: r.startTime + shift, end: r.responseEnd + shift, bytes: r.transferSize,
  }));
  const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('pylands:'))
    .map((m) => ({ kind: 'mark', name: m.name.slice(8), start: m.startTime + shift }));
  const nav = performance.getEntriesByType('navigation')[0];
  const navigation = nav ? [
    { kind: 'mark', name: 'document received', start: nav.responseEnd },
    { kind: 'mark', name: 'DOMContentLoaded', start: nav.domContentLoadedEventEnd },
  ] : [];
  return JSON.stringify({ origin: performance.timeOrigin, entries: [...navigation, ...resources, ...marks] });
})()`;

/**
 * Evaluates in the Pyodide worker through the browser's DevTools protocol: the worker has taken
 * string-to-code away (Playwright's own evaluate needs it), a plain Runtime.evaluate still works.
 */
async function evaluateInWorkers(browser, pageUrl, expression) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const results = [];
  for (const target of targetInfos.filter(
    (t) => t.type === 'worker' && t.url.startsWith(new URL(pageUrl).origin),
  )) {
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    const answer = new Promise((resolve) => {
      const listener = (event) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message);
        if (message.id !== 1) return;
        cdp.off('Target.receivedMessageFromTarget', listener);
        resolve(message.result?.result?.value);
      };
      cdp.on('Target.receivedMessageFromTarget', listener);
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: 1,
        method: 'Runtime.evaluate',
        params: { expression, returnByValue: true },
      }),
    });
    results.push(await answer);
    await cdp.send('Target.detachFromTarget', { sessionId });
  }
  await cdp.detach();
  return results.filter(Boolean).map((value) => JSON.parse(value));
}

/** Reads the page's and its Pyodide worker's timelines (call once Run is enabled). */
export async function profileVisit(browser, page) {
  const main = JSON.parse(await page.evaluate(COLLECT('null')));
  const entries = [...main.entries];
  for (const worker of await evaluateInWorkers(browser, page.url(), COLLECT(String(main.origin))))
    entries.push(...worker.entries.map((e) => ({ ...e, worker: true })));
  return entries.sort((a, b) => a.start - b.start);
}

/** Prints a timeline, one line per file or mark, and the bytes per kind of file. */
export function printProfile(title, entries, runReadyMs) {
  console.log(`\n${title} (ms from navigation; w = in the Pyodide worker)`);
  for (const e of entries) {
    const at = e.start.toFixed(0).padStart(6);
    if (e.kind === 'mark') console.log(`  ${at}          ${e.worker ? 'w ' : '  '}· ${e.name}`);
    else
      console.log(
        `  ${at} → ${e.end.toFixed(0).padStart(6)} ${e.worker ? 'w ' : '  '}${e.name}` +
          (e.bytes ? ` (${(e.bytes / 1024).toFixed(1)} KB)` : ' (cache)'),
      );
  }
  console.log(`  ${runReadyMs.toFixed(0).padStart(6)}          · Run enabled (seen by the bench)`);
  const groups = new Map();
  for (const e of entries.filter((x) => x.kind === 'file')) {
    const group = /pyodide|snapshot|worker\.js/.test(e.name)
      ? 'Pyodide, snapshot, worker'
      : /\/remotes\//.test(e.name)
        ? 'remotes (JS)'
        : /^\/api\//.test(e.name)
          ? 'API'
          : /^\/assets\//.test(e.name)
            ? 'art and sounds'
            : 'shell (JS, HTML)';
    groups.set(group, (groups.get(group) ?? 0) + e.bytes);
  }
  console.log(
    '  bytes: ' +
      [...groups].map(([group, bytes]) => `${group} ${(bytes / 2 ** 20).toFixed(2)} MB`).join(', '),
  );
}
