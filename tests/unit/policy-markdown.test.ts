import { expect, test } from 'vitest';
import { policyMarkdown } from '../../src/policy-pages/policy-markdown.ts';

test('a policy page as Markdown: its title, its date line, and the mailbox as a mail link', () => {
  const body = '\nIntro.\n\n## Contact Us\n\nWrite to <PrivacyEmail />.\n';
  const statement = { state: 'partially compliant', rate: '93%', facts: [], failures: [] };
  const shown = { privacyEmail: 'p@x.com', contactReceiver: 'Formspree', statement };
  expect(policyMarkdown({ title: 'Privacy Policy', updated: 'Last updated 1 September 2025', body }, shown)).toBe(
    '# Privacy Policy\n\nLast updated 1 September 2025\n\nIntro.\n\n## Contact Us\n\nWrite to [p@x.com](mailto:p@x.com).\n',
  );
});

test('the accessibility statement as Markdown: its state, its rate and its lists from the audit', () => {
  const body = '\nThe site is <AccessibilityState />.\n\n<AuditRate />\n\n<AuditFacts />\n\n<AuditFailures />\n';
  const statement = { state: 'partially compliant', rate: '93% are met.', facts: ['Audited'], failures: ['12.1 …'] };
  const shown = { privacyEmail: 'p@x.com', contactReceiver: 'Formspree', statement };
  expect(policyMarkdown({ title: 'Accessibility', updated: 'Last updated', body }, shown)).toBe(
    '# Accessibility\n\nLast updated\n\nThe site is **partially compliant**.\n\n93% are met.\n\n- Audited\n\n- 12.1 …\n',
  );
});
