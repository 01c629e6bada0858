import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations, describeViolations, type AxeViolation } from './axe-violations.ts';

/** WCAG 2.1 level A and AA; every screen must pass these with no serious or critical finding. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

async function violationsOn(page: Page): Promise<AxeViolation[]> {
  // Fading modals and toasts give half-transparent colours; check what settles.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated, not a <script> tag, so the app's Content-Security-Policy does not block it.
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: [...tags] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
}

/** The serious and critical findings on the page now, one line each (screenshot scripts). */
export async function blockingFindings(page: Page): Promise<string[]> {
  return blockingViolations(await violationsOn(page)).map(
    (v) => `${v.id}: ${v.targets.join(', ')}`,
  );
}

/**
 * Runs axe-core on what the page shows now (open modals included) and fails the test on any
 * serious or critical WCAG 2.1 A/AA violation. Call it on every screen and dialog a spec visits.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // E2E_SHOTS=<dir>: keep a picture of every checked screen, to look at what was built.
  const shots = process.env.E2E_SHOTS;
  if (shots) {
    const file = `${screen.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`;
    await page.screenshot({ path: `${shots}/${file}`, fullPage: true });
  }
  const blocking = blockingViolations(await violationsOn(page));
  expect(blocking, `${screen}:\n${describeViolations(blocking)}`).toEqual([]);
}
