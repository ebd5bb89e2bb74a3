/**
 * `npm test`'s first step: the journeys need a Chromium. The system's is used when there is one
 * (chromium.ts); otherwise Playwright's own is installed (`npx playwright install chromium`,
 * which does nothing when it is already there). One line either way.
 */
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium.ts';

if (chromiumPath) {
  console.log(`pretest: the journeys use the system's Chromium, ${chromiumPath}`);
} else {
  console.log("pretest: no system Chromium found, installing Playwright's (npx playwright install chromium)");
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (install.status !== 0) {
    console.error(`pretest: npx playwright install chromium failed (exit ${install.status ?? install.signal})`);
    process.exit(install.status ?? 1);
  }
}
