import { describe, expect, test } from 'vitest';
import { DEFAULT_BASE_URL, DEFAULT_SERVICE_NAME, siteConfig } from './config.ts';

describe('siteConfig (C4.8: one configuration point for the name and the base URL)', () => {
  test.each([
    [{}, DEFAULT_BASE_URL],
    [{ URL: 'https://lotto.example' }, 'https://lotto.example'],
    [{ SERVICE_URL: 'https://api.example/', URL: 'https://lotto.example' }, 'https://api.example'],
    [{ SERVICE_URL: '', URL: 'https://lotto.example' }, 'https://lotto.example'],
    [{ SERVICE_URL: '  ' }, DEFAULT_BASE_URL],
  ])('%j gives base URL %s', (env, baseUrl) => {
    expect(siteConfig(env).baseUrl).toBe(baseUrl);
  });

  test('the service name comes from SERVICE_NAME, an empty one meaning the default', () => {
    expect(siteConfig({ SERVICE_NAME: 'ผลหวย' }).name).toBe('ผลหวย');
    expect(siteConfig({ SERVICE_NAME: '' }).name).toBe(DEFAULT_SERVICE_NAME);
  });

  test.each([
    'javascript:alert(document.domain)//',
    'data:text/html,x',
    'lotto.example',
    '/relative',
    'ftp://lotto.example',
    'https://lotto.example/?a=1',
    'https://lotto.example/#top',
    'https://lotto.example?',
    'https://lotto.example#',
    'http:lotto.example',
    'https:/lotto.example',
    'https://lotto.example/ ',
    ' https://lotto.example',
    'https://lot\nto.example',
    'https://lotto.example\\',
    'https://user:pass@lotto.example',
  ])('refuses the base URL %j, naming it', (value) => {
    expect(() => siteConfig({ SERVICE_URL: value })).toThrow(/must be an absolute http:\/\/ or https:\/\/ address/);
    expect(() => siteConfig({ URL: value })).toThrow(JSON.stringify(value));
  });

  test.each([
    ['https://lotto.example/sub/', 'https://lotto.example/sub'],
    ['http://127.0.0.1:8888', 'http://127.0.0.1:8888'],
    ['http://[::1]:8888/', 'http://[::1]:8888'],
    ['HTTPS://Lotto.Example/Sub', 'https://lotto.example/Sub'],
    ['https://lotto.example/ผล', 'https://lotto.example/%E0%B8%9C%E0%B8%A5'],
    // A quote would end the quoted strings of the developers page's snippets (JavaScript, shell).
    ["https://lotto.example/o'brien", 'https://lotto.example/o%27brien'],
  ])('accepts %j as %j, the form every link starts with', (value, baseUrl) => {
    expect(siteConfig({ SERVICE_URL: value }).baseUrl).toBe(baseUrl);
    expect(`${baseUrl}/en/`).toBe(new URL('en/', `${baseUrl}/`).href);
  });
});
