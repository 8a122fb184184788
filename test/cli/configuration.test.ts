import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/kernel/config.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/access-cloud.js');

/** The configuration's message for one variable, or undefined when it is accepted. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('configuration', () => {
  it('names every bad value with what it must be', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'abc' }, /PORT: must be a port number from 0 to 65535, got "abc"/],
      [{ PORT: '70000' }, /PORT/],
      [{ DATABASE_URL: 'garbage' }, /DATABASE_URL: must be a postgres:\/\/ URL or a SQLite file path/],
      [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL/],
      [{ DATABASE_URL: 'postgres://' }, /DATABASE_URL/],
      [{ BODY_LIMIT_BYTES: '-1' }, /BODY_LIMIT_BYTES: must be a whole number of 0 or more, got "-1"/],
      [{ READ_CACHE_MB: 'lots' }, /READ_CACHE_MB/],
      [{ WORKERS: '0' }, /WORKERS: must be a whole number of 1 or more, got "0"/],
      [{ WORKERS: 'all' }, /WORKERS/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
      [{ SMTP_SECURE: 'maybe' }, /SMTP_SECURE/],
      [{ SMS_GATEWAY_URL: 'not a url' }, /SMS_GATEWAY_URL/],
      [{ DAILY_REQUEST_QUOTA: '1.5' }, /DAILY_REQUEST_QUOTA/],
      [{ ACCESS_CLOUD_CLOCK_START: '2028-02-29' }, /ACCESS_CLOUD_CLOCK_START/],
      [{ ACCESS_CLOUD_TEST_API_REVISION: '17' }, /ACCESS_CLOUD_TEST_API_REVISION: must be one of 18.0.4, 16.20.7/],
    ];
    for (const [env, message] of cases) expect(refusal(env), JSON.stringify(env)).toMatch(message);
    expect(
      refusal({ DATABASE_URL: 'postgres://user@db:5432/accesscloud', PORT: '0', SMTP_SECURE: 'true', LOG_LEVEL: 'debug' }),
    ).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: './data/access-cloud.sqlite', port: 8080 });
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
  });

  it('stops the service with all problems at once, exit code 2 and no stack trace', () => {
    const run = spawnSync(process.execPath, [BIN, 'serve'], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: 'garbage', BODY_LIMIT_BYTES: '-5' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).toContain('DATABASE_URL');
    expect(run.stderr).toContain('BODY_LIMIT_BYTES');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
