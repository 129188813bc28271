import { expect, type APIResponse, type Page } from '@playwright/test';

/** Every Content-Security-Policy header a response carries (a browser enforces each). */
export function policiesOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

/** The sources of a policy's `script-src`. */
export function scriptSourcesOf(policy: string): string[] {
  const directive = policy.split(/;\s*/).find((part) => part.startsWith('script-src ')) ?? '';
  return directive.split(' ').slice(1);
}

/**
 * Exactly one policy, and a strict one: scripts trusted by a nonce or hashes and what those load
 * ('strict-dynamic'), never by a host, `'self'` or `'unsafe-inline'`; no plugins, base or framing.
 */
export function expectOneStrictPolicy(response: APIResponse, label: string): string {
  const policies = policiesOf(response);
  expect(policies, `policies of ${label}`).toHaveLength(1);
  const policy = policies[0] ?? '';
  const scripts = scriptSourcesOf(policy);
  expect(scripts, `script-src of ${label}`).toContain("'strict-dynamic'");
  expect(
    scripts.some((source) => /^'(nonce|sha256)-/.test(source)),
    `a nonce or a hash in ${label}`,
  ).toBe(true);
  expect(
    scripts.filter((source) => !/^'(nonce-[^']+|sha256-[^']+|strict-dynamic)'$/.test(source)),
    `other script sources of ${label}`,
  ).toEqual([]);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy, label).toContain(directive);
  }
  return policy;
}

/** Collects every `securitypolicyviolation` the page reports, from its first script on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}
