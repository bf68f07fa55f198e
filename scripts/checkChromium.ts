import { chromiumPath } from './chromiumPath';

/** Fails early, with the fix, when no Chromium is there for the end-to-end tests. */
if (!chromiumPath()) {
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found.',
      'Install Debian\'s Chromium:   sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test',
      '(Playwright\'s own browser download is not used.)',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Chromium: ${chromiumPath()}`);
