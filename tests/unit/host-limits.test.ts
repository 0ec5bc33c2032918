import { expect, test } from 'vitest';
import { hostLimitProblems, hostLimits } from '../../src/site-model/host-limits.ts';

// The build ends with these messages (src/integrations/host-limits.ts): what the host would refuse, and what to do.
const files = (count: number, bytes = 1000) => Array.from({ length: count }, (_, n) => ({ path: `f${n}.avif`, bytes }));

test('a dist/ within the host’s limits passes: up to 20,000 files, none over 25 MiB', () => {
  expect(hostLimits).toMatchObject({ files: 20_000, fileBytes: 25 * 1024 * 1024 });
  expect(hostLimitProblems([...files(19_999), { path: 'big.avif', bytes: 25 * 1024 * 1024 }])).toEqual([]);
});

test('one file more than the host takes is refused, with the count, the limit and what to change', () => {
  const [problem, ...others] = hostLimitProblems(files(20_001));
  expect(others).toEqual([]);
  expect(problem).toContain('dist/ holds 20,001 files');
  expect(problem).toContain('at most 20,000 per version');
  expect(problem).toContain('src/site-model/host-limits.ts');
});

test('a file over 25 MiB is refused by its path and size', () => {
  const problems = hostLimitProblems([...files(3), { path: '_astro/film.mp4', bytes: 26 * 1024 * 1024 }]);
  expect(problems).toEqual([expect.stringMatching(/^dist\/_astro\/film\.mp4 is 26\.0 MiB: .* no file over 25\.0 MiB/)]);
});
