import { existsSync } from 'node:fs';

/** Where a system's own Chromium is looked for (Debian's package installs the first). */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'] as const;

/**
 * The system's Chromium when there is one, else undefined: the journeys (playwright.config.ts)
 * and the benchmark then use Playwright's own browser, which `npm test`'s pretest installs.
 */
export const chromiumPath: string | undefined = SYSTEM_CHROMIUM_PATHS.find((path) => existsSync(path));
