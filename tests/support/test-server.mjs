// The browser tests' own server (tests/playwright.config.ts starts it): dist/ over plain HTTP on the port
// the run chose, each response marked with the run's id so a test can prove it never talks to another
// server (a dev server or a preview someone left running on 4321).
import { fileURLToPath } from 'node:url';
import { serve } from './static-server.mjs';

const { TEST_PORT, TEST_RUN_ID } = process.env;
if (!TEST_PORT || !TEST_RUN_ID) throw new Error('test-server.mjs needs TEST_PORT and TEST_RUN_ID');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
await serve(dist, Number(TEST_PORT), { secure: false, headers: { 'x-test-run': TEST_RUN_ID } });
