import { describe, expect, it } from 'vitest';
import { chromiumPlan, HOW_TO } from './ensure-chromium.mjs';

/** ADR 001: `npm test` makes sure Debian's Chromium is there, or says in one sentence how. */
describe('ensure-chromium', () => {
  const facts = { executable: () => false, root: false, ci: false, aptGet: true };

  it('does nothing when /usr/bin/chromium (or CHROME_PATH) is there', () => {
    const at = (path) => (p) => p === path;
    expect(chromiumPlan({ ...facts, executable: at('/usr/bin/chromium') })).toEqual({
      action: 'ready',
      path: '/usr/bin/chromium',
    });
    expect(chromiumPlan({ ...facts, chromePath: '/opt/c', executable: at('/opt/c') }).action).toBe('ready');
  });

  it('installs with apt-get when missing and running as root, or with sudo on CI', () => {
    expect(chromiumPlan({ ...facts, root: true })).toMatchObject({ action: 'install', sudo: false });
    expect(chromiumPlan({ ...facts, ci: true })).toMatchObject({ action: 'install', sudo: true });
  });

  it('stops when it may not install: not root outside CI, no apt-get, or a CHROME_PATH that is not there', () => {
    expect(chromiumPlan(facts).action).toBe('stop');
    expect(chromiumPlan({ ...facts, root: true, aptGet: false }).action).toBe('stop');
    expect(chromiumPlan({ ...facts, root: true, chromePath: '/opt/missing' }).action).toBe('stop');
    expect(HOW_TO).toBe(
      'Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` or set CHROME_PATH.',
    );
  });
});
