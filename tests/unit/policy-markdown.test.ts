import { expect, test } from 'vitest';
import { policyMarkdown } from '../../src/policy-pages/policy-markdown.ts';

test('a policy page as Markdown: its title, its date line, and the mailbox as a mail link', () => {
  const body = '\nIntro.\n\n## Contact Us\n\nWrite to <PrivacyEmail />.\n';
  const shown = { privacyEmail: 'p@x.com', contactReceiver: 'Formspree' };
  expect(policyMarkdown({ title: 'Privacy Policy', updated: 'Last updated 1 September 2025', body }, shown)).toBe(
    '# Privacy Policy\n\nLast updated 1 September 2025\n\nIntro.\n\n## Contact Us\n\nWrite to [p@x.com](mailto:p@x.com).\n',
  );
});
