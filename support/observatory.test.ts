import assert from 'node:assert/strict';
import { test } from 'vitest';
import { grade, score } from './observatory.js';

const strict = {
  'content-security-policy':
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

const result = (scored: ReturnType<typeof score>, test: string) =>
  scored.rules.find((rule) => rule.test === test)?.result;

test("the site's own policy: 100 + 10 (CSP) + 5 (frame-ancestors) + 5 (Referrer) + 10 (CORP)", () => {
  const scored = score(strict);
  assert.equal(scored.score, 130);
  assert.equal(scored.grade, 'A+');
  assert.equal(result(scored, 'cross-origin-opener-policy'), 'coop-implemented-with-same-origin');
});

test('no headers at all: 100 - 25 - 20 - 5 - 20 = 30, D, and no bonus', () => {
  const scored = score({});
  assert.equal(scored.score, 30);
  assert.equal(scored.grade, 'D');
});

test('bonuses only count when the penalties leave 90 or more', () => {
  // -20 for no HSTS leaves 80: the +30 of bonuses are not added.
  const { score: points } = score({ ...strict, 'strict-transport-security': undefined });
  assert.equal(points, 80);
  // -10 for a short HSTS leaves 90: they are.
  assert.equal(score({ ...strict, 'strict-transport-security': 'max-age=86400' }).score, 120);
});

test('the CSP rules, in the Observatory order', () => {
  const csp = (policy: string) =>
    result(score({ ...strict, 'content-security-policy': policy }), 'content-security-policy');
  assert.equal(csp("default-src 'self'"), 'csp-implemented-with-no-unsafe');
  assert.equal(
    csp("default-src 'none'; script-src 'self' 'unsafe-inline'"),
    'csp-implemented-with-unsafe-inline',
  );
  // A hash makes browsers ignore 'unsafe-inline', and the Observatory too.
  assert.equal(
    csp("default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='"),
    'csp-implemented-with-no-unsafe-default-src-none',
  );
  assert.equal(csp("default-src 'none'; script-src https:"), 'csp-implemented-with-unsafe-inline');
  assert.equal(csp("default-src 'self'; object-src *"), 'csp-implemented-with-unsafe-inline');
  assert.equal(
    csp("default-src 'self'; script-src 'self' 'unsafe-eval'"),
    'csp-implemented-with-unsafe-eval',
  );
  assert.equal(
    csp("default-src 'self'; connect-src http://api.example"),
    'csp-implemented-with-insecure-scheme',
  );
  assert.equal(
    csp("default-src 'self'; img-src http://img.example"),
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  );
  assert.equal(
    csp("default-src 'none'; style-src 'self' 'unsafe-inline'"),
    'csp-implemented-with-unsafe-inline-in-style-src-only',
  );
  assert.equal(csp('default-src ☃'), 'csp-implemented-with-no-unsafe');
  assert.equal(csp('default-$rc x'), 'csp-header-invalid');
});

test('HSTS, nosniff, framing, referrer and CORP rules', () => {
  const rule = (headers: Record<string, string>, name: string) =>
    result(score({ ...strict, ...headers }), name);
  assert.equal(
    rule({ 'strict-transport-security': 'max-age=15552000' }, 'strict-transport-security'),
    'hsts-implemented-max-age-at-least-six-months',
  );
  assert.equal(
    rule({ 'strict-transport-security': 'max-age=100' }, 'strict-transport-security'),
    'hsts-implemented-max-age-less-than-six-months',
  );
  assert.equal(
    rule({ 'strict-transport-security': 'includeSubDomains' }, 'strict-transport-security'),
    'hsts-header-invalid',
  );
  assert.equal(
    rule({ 'x-content-type-options': 'sniff' }, 'x-content-type-options'),
    'x-content-type-options-header-invalid',
  );
  assert.equal(
    rule(
      { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN' },
      'x-frame-options',
    ),
    'x-frame-options-sameorigin-or-deny',
  );
  assert.equal(
    rule(
      { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'always' },
      'x-frame-options',
    ),
    'x-frame-options-header-invalid',
  );
  assert.equal(
    rule({ 'referrer-policy': 'unsafe-url' }, 'referrer-policy'),
    'referrer-policy-unsafe',
  );
  assert.equal(
    rule({ 'referrer-policy': 'unsafe-url, no-referrer' }, 'referrer-policy'),
    'referrer-policy-private',
  );
  assert.equal(
    rule({ 'referrer-policy': 'nonsense' }, 'referrer-policy'),
    'referrer-policy-header-invalid',
  );
  assert.equal(
    rule({ 'cross-origin-resource-policy': 'same-site' }, 'cross-origin-resource-policy'),
    'corp-implemented-with-same-site',
  );
  assert.equal(
    rule({ 'cross-origin-resource-policy': 'cross-origin' }, 'cross-origin-resource-policy'),
    'corp-implemented-with-cross-origin',
  );
  assert.equal(
    rule({ 'cross-origin-resource-policy': 'nope' }, 'cross-origin-resource-policy'),
    'corp-header-invalid',
  );
});

test('the grade chart', () => {
  assert.deepEqual(
    [135, 100, 99, 90, 89, 85, 80, 79, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(grade),
    [
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ],
  );
});
