// npm run translations: prints which translated content files are missing or older than their English
// file, and since which English change. A report: exit code 0 whatever it finds; 1 only when git fails.
import { formatStatus, translationStatus } from './translation-status.ts';

try {
  console.log(formatStatus(translationStatus(process.cwd())));
} catch (error) {
  console.error(`npm run translations: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
