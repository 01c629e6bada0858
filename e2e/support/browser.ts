import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1366, height: 820 },
  });
  reportFailures(context);
  return context;
}

/**
 * Prints every refused API call and every uncaught page error, so that a step that waited in
 * vain (a toast that never came) shows in CI's output what the server or the page answered.
 */
function reportFailures(context: BrowserContext) {
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    console.warn(`e2e: ${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  context.on('weberror', (error) => console.warn(`e2e: page error: ${error.error().message}`));
}
