// Every spec's `test`: Playwright's, plus a check that the page broke no Content-Security-Policy rule.
// The API builds the shell's policy from the remotes manifest, so a remote served from an origin it did
// not allow, or an inline script, would fail here instead of silently in a shopper's browser.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page, Route } from '@playwright/test';
