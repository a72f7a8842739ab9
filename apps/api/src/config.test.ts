import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@alpine/contract';
import { defaultOperatorEmail, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'alpine-config-'));

describe('configuration from the environment (the README (Configuration))', () => {
  it('has a working laptop default for every key', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/transfers.sqlite',
      paymentGateway: 'sandbox',
    });
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it("every server hashes new passwords at ADR 007's cost, N = 2^17, whatever the environment says", () => {
    const production = { NODE_ENV: 'production', DATA_DIR: dataDir(), PAYMENTS_SANDBOX: '1' };
    for (const env of [{ DATA_DIR: dataDir() }, production, { ...production, PASSWORD_HASH_COST: '10' }]) {
      expect(loadConfig(env).passwordHashCost).toBe(17);
    }
  });

  it('lists every bad key when it refuses to start', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
  });

  it('REVIEW_HOLD_HOURS defaults to 24 hours, takes a positive number and refuses 0 or words (ADR 010)', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).reviewHoldHours).toBe(24);
    expect(loadConfig({ DATA_DIR: dir, REVIEW_HOLD_HOURS: '6' }).reviewHoldHours).toBe(6);
    expect(() => loadConfig({ DATA_DIR: dir, REVIEW_HOLD_HOURS: '0' })).toThrow(/REVIEW_HOLD_HOURS/);
    expect(() => loadConfig({ DATA_DIR: dir, REVIEW_HOLD_HOURS: 'a day' })).toThrow(/REVIEW_HOLD_HOURS/);
  });

  it('refuses a production start without Stripe keys unless PAYMENTS_SANDBOX=1 (docs/architecture.md §4)', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', DATA_DIR: dir }).paymentGateway).toBe(
      'sandbox',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        DATA_DIR: dir,
      }),
    ).toMatchObject({
      paymentGateway: 'stripe',
      stripePublishableKey: 'pk_test_x',
    });
  });
});

describe('operator contact details (docs/architecture.md §8)', () => {
  it("default to today's name, phone and bookings@<PUBLIC_URL host>, and take OPERATOR_NAME, OPERATOR_PHONE, OPERATOR_EMAIL", () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    // A fresh install (PUBLIC_URL http://localhost:3000) shows the company placeholder, never
    // 'bookings@localhost' (docs/architecture.md §6).
    expect(loadConfig(base).operator).toEqual({
      name: 'Alpine Transfers',
      phone: '+41 22 555 01 00',
      email: COMPANY.email,
    });
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://alpine.example' }).operator.email).toBe(
      'bookings@alpine.example',
    );
    const env = {
      OPERATOR_NAME: 'Lake Shuttles',
      OPERATOR_PHONE: '+33 4 50 00 00 00',
      OPERATOR_EMAIL: 'a@b.example',
    };
    expect(loadConfig({ ...base, ...env }).operator).toEqual({
      name: 'Lake Shuttles',
      phone: '+33 4 50 00 00 00',
      email: 'a@b.example',
    });
    expect(() => loadConfig({ ...base, OPERATOR_EMAIL: 'not an address' })).toThrow(/OPERATOR_EMAIL/);
    expect(() => loadConfig({ ...base, OPERATOR_NAME: '' })).toThrow(/OPERATOR_NAME/);
  });
});

describe('TRUST_PROXY (ADR 011)', () => {
  it('trusts no proxy when unset, and the listed addresses and CIDR ranges when set', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.0.0.2, 192.168.0.0/16,::1 ' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('refuses to start with a TRUST_PROXY entry that is not an address or CIDR range', () => {
    for (const bad of ['true', '1', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the built site is served with a history fallback (docs/architecture.md §1)', () => {
  it('answers index.html for a deep link and keeps API 404s in JSON', async () => {
    const { buildTestApp } = await import('../test/helper.ts');
    const dist = dataDir();
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alpine Transfers</title>');
    const { app, close } = await buildTestApp({ config: { webDist: dist } });
    try {
      const page = await app.inject({ method: 'GET', url: '/booking?from=1&to=10' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Alpine Transfers</title>');
      const api = await app.inject({ method: 'GET', url: '/api/v1/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ error: 'not_found' });
    } finally {
      await close();
    }
  });
});

describe('the default operator e-mail (docs/architecture.md §6)', () => {
  it('is bookings@<host> for a real host, the company placeholder for localhost, an IP or a bare name', () => {
    expect(COMPANY.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(defaultOperatorEmail('https://alpine.example')).toBe('bookings@alpine.example');
    expect(defaultOperatorEmail('https://www.Alpine-Transfers.ch/')).toBe('bookings@www.alpine-transfers.ch');
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost:8080',
      'http://127.0.0.1:3000',
      'http://192.168.1.20',
      'http://[::1]:3000',
      'http://devbox:3000',
    ]) {
      expect(defaultOperatorEmail(url), url).toBe(COMPANY.email);
    }
  });

  it('OPERATOR_EMAIL overrides it, also on localhost', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), OPERATOR_EMAIL: 'desk@lake.example' };
    expect(loadConfig(base).operator.email).toBe('desk@lake.example');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:3000' }).operator.email).toBe(
      'desk@lake.example',
    );
  });
});
