/**
 * axe-core in a Playwright page: runs the WCAG 2.0/2.1 A and AA rules (and axe's best practices) on
 * what the page shows now, and fails on anything serious or critical, naming each offending element.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING: ImpactValue[] = ['serious', 'critical'];

export interface AxeOptions {
  /** A CSS selector to check instead of the whole document (e.g. an open dialog). */
  include?: string;
  /** Selectors left out of the check; say why where it is called. */
  exclude?: string[];
}

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
  }
}

/** Every violation axe finds on the page as it is now, of any impact. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // A full navigation drops it; an in-app (history) navigation keeps it. Evaluated through the
  // DevTools protocol, as a <script> tag would be refused by the app's Content-Security-Policy.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(AXE_SOURCE);
  }
  const context = {
    include: options.include ? [options.include] : [['html']],
    exclude: (options.exclude ?? []).map((s) => [s]),
  };
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([ctx, opts]) => {
      if (!window.axe) throw new Error('axe-core is not loaded');
      return window.axe.run(ctx, opts);
    },
    [context, runOptions] as const,
  );
  return results.violations;
}

/** A readable report: rule, impact, what it means, and each element (its selector and HTML). */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const why = n.failureSummary?.split('\n').slice(1).join(' ').trim();
          return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 300)}${why ? `\n      ${why}` : ''}`;
        })
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/**
 * Checks the page with axe and fails the test on any serious or critical violation, saying where
 * (`screen` names what was on screen, e.g. "ar phone: cart, filled").
 */
export async function expectAccessible(page: Page, screen: string, options: AxeOptions = {}) {
  const violations = await axeViolations(page, options);
  const failing = violations.filter((v) => v.impact && FAILING.includes(v.impact));
  if (process.env.AXE_VERBOSE) {
    const minor = violations.filter((v) => !failing.includes(v));
    if (minor.length) console.log(`axe, ${screen} (not failing):\n${formatViolations(minor)}`);
  }
  assert.equal(
    failing.length,
    0,
    `${screen}: ${failing.length} serious or critical accessibility violation(s):\n${formatViolations(failing)}`,
  );
}
