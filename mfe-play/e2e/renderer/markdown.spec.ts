// The guide renderer (src/guide/render-markdown.ts: marked + DOMPurify) in real Chromium: hostile
// markdown is inserted harmless, and every course guide renders with no markdown syntax left over.
import { expect, test, type Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './support/staticServer';

declare global {
  interface Window {
    renderGuide(source: string): string;
    pwned?: string;
  }
}

const bundle = buildSync({
  entryPoints: [path.resolve(__dirname, '../../src/guide/render-markdown.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'guideRenderer',
  footer: { js: 'window.renderGuide = guideRenderer.renderMarkdown;' },
}).outputFiles[0].text;

async function open(page: Page): Promise<void> {
  await page.setContent('<!doctype html><main id="out"></main>');
  await page.addScriptTag({ content: bundle });
}

/** Renders into the page as the play screen does (innerHTML of the sanitised HTML). */
const show = (page: Page, source: string) =>
  page.evaluate((markdown) => {
    const out = document.getElementById('out')!;
    out.innerHTML = window.renderGuide(markdown);
    return out.innerHTML;
  }, source);

test('a guide with a script, an event handler or a javascript: link is shown harmless', async ({ page }) => {
  await open(page);
  const html = await show(
    page,
    [
      '# Walk',
      '<script>window.pwned = "script"</script>',
      '<img src="/nothing.png" onerror="window.pwned = \'img\'">',
      '[Click me](javascript:window.pwned="link") and <a href="javascript:window.pwned=\'a\'">me</a>',
      '<iframe src="javascript:parent.pwned=\'iframe\'"></iframe>',
    ].join('\n\n'),
  );
  expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  await expect(page.locator('#out h3')).toHaveText('Walk');
  // The links are still text a child can see; clicking them runs nothing.
  for (const link of await page.locator('#out a').all()) await link.click();
  await page.locator('#out').getByText('Click me').click();
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
});

test('every course guide and tutorial renders: headings, code blocks, lists and tables, no markdown left', async ({
  page,
}) => {
  await open(page);
  const courses = path.join(CONTENT_DIR, 'courses');
  const files = fs
    .readdirSync(courses, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)(guide|tutorial)\.md$/.test(file));
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const source = fs.readFileSync(path.join(courses, file), 'utf8');
    await show(page, source);
    const text = await page.locator('#out').evaluate((out) => {
      // Code keeps its characters (`**kwargs` is Python); only prose must lose the syntax.
      const prose = out.cloneNode(true) as HTMLElement;
      prose.querySelectorAll('code').forEach((code) => code.remove());
      return prose.textContent ?? '';
    });
    expect(text, file).not.toMatch(/```|\*\*[^*\s][^*]*\*\*|^#+ /m);
    if (/^```/m.test(source)) expect(await page.locator('#out pre code').count(), file).toBeGreaterThan(0);
    if (/^# /m.test(source)) expect(await page.locator('#out h3').count(), file).toBeGreaterThan(0);
    if (/^\|/m.test(source)) expect(await page.locator('#out table td').count(), file).toBeGreaterThan(0);
  }
});
