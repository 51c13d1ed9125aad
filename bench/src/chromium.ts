import { chromium } from 'playwright-core';
import { CHROMIUM as DEBIAN_CHROMIUM } from '../../e2e/support/chromium';

/**
 * Debian's Chromium (unless CHROMIUM_PATH names another) with the flags this machine needs: the
 * e2e suite's, so the bench measures the browser the tests drive (why each flag: e2e/README.md).
 */
export const CHROMIUM = DEBIAN_CHROMIUM.executablePath;
export const CHROMIUM_FLAGS = DEBIAN_CHROMIUM.args;

/** That Chromium launched by Playwright with those flags. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
