// A first visit is measured in a browser that has finished its own start: a new Chromium profile
// spends ~0.6 s of CPU just after launch (its omnibox WebUI), which on 2 cores would be counted as
// Pylands' start. A child types the address into a browser that has been open for a while.

const WINDOW_MS = 250;
/** CPU seconds all the browser's processes may use in one window and still count as idle. */
const IDLE_CPU_SECONDS = 0.02;

/** Resolves once the browser's processes used almost no CPU in two windows in a row (at most 20 s). */
export async function browserSettled(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const cpu = async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  };
  try {
    let last = await cpu();
    let quiet = 0;
    for (let waited = 0; quiet < 2 && waited < 20000; waited += WINDOW_MS) {
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      const now = await cpu();
      quiet = now - last < IDLE_CPU_SECONDS ? quiet + 1 : 0;
      last = now;
    }
  } finally {
    await cdp.detach();
  }
}
