/**
 * Where the browser journeys find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. One
 * answer for the test setup, the screenshot gallery and .ci/run (`node scripts/find-chromium.mjs`
 * prints the path, or exits 1 when there is none).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => !!candidate && existsSync(candidate)) ?? null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findChromium();
  if (found) console.log(found);
  process.exit(found ? 0 : 1);
}
