import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { unitProcess } from './deploy-unit.js';

const unitText = readFileSync(
  new URL('../deploy/systemd/clydeside-shopfitters.service', import.meta.url),
  'utf8',
);
const settings = 'PORT=3000\nDATA_DIR=/var/lib/clydeside-shopfitters/data\n';

test('the unit runs the built server with Node, as its own user, from the state folder', () => {
  const unit = unitProcess(unitText, '/ci', () => settings);
  assert.equal(unit.command, '/ci/usr/bin/node');
  assert.deepEqual(unit.args, ['/ci/srv/clydeside-shopfitters/current/build/server/start.js']);
  assert.equal(unit.user, 'clydeside-shopfitters');
  assert.equal(unit.workingDirectory, '/ci/var/lib/clydeside-shopfitters');
  assert.deepEqual(unit.writable, ['/ci/var/lib/clydeside-shopfitters']);
});

test("the environment is systemd's: Environment=, then the settings file over it", () => {
  const unit = unitProcess(unitText, '/ci', (file) => {
    assert.equal(file, '/ci/etc/clydeside-shopfitters/env');
    return `${settings}NODE_ENV=development\n`;
  });
  assert.equal(unit.env.DATA_DIR, '/var/lib/clydeside-shopfitters/data');
  assert.equal(unit.env.NODE_ENV, 'development');
  assert.equal(unit.env.USER, 'clydeside-shopfitters');
  assert.equal(unit.env.STATE_DIRECTORY, '/ci/var/lib/clydeside-shopfitters');
});

test('only the state folder is writable: everything else read-only, no privileges to gain', () => {
  for (const line of [
    'ProtectSystem=strict',
    'ReadWritePaths=/var/lib/clydeside-shopfitters',
    'StateDirectory=clydeside-shopfitters',
    'NoNewPrivileges=yes',
    'PrivateTmp=yes',
    'ProtectHome=yes',
    'CapabilityBoundingSet=',
    'Restart=on-failure',
  ]) {
    assert.match(unitText, new RegExp(`^${line}$`, 'm'), line);
  }
  assert.doesNotMatch(unitText, /^User=root$/m);
});

test('a unit CI cannot start as written is refused, naming what is wrong', () => {
  const without = (key: string) => unitText.replace(new RegExp(`^${key}=.*\\n`, 'm'), '');
  const read = () => settings;
  assert.throws(() => unitProcess(without('User'), '/ci', read), /must set User=/);
  assert.throws(() => unitProcess(without('ExecStart'), '/ci', read), /must set ExecStart=/);
  assert.throws(() => unitProcess(without('EnvironmentFile'), '/ci', read), /EnvironmentFile=/);
  assert.throws(() => unitProcess(without('ProtectSystem'), '/ci', read), /ProtectSystem=strict/);
  assert.throws(
    () => unitProcess(unitText.replace('ExecStart=/', 'ExecStart=-/'), '/ci', read),
    /more than a plain command line/,
  );
});
