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
  ])('refuses the base URL %j, naming it', (value) => {
    expect(() => siteConfig({ SERVICE_URL: value })).toThrow(/must be an absolute http:\/\/ or https:\/\/ address/);
    expect(() => siteConfig({ URL: value })).toThrow(JSON.stringify(value.replace(/\/+$/, '')));
  });

  test('accepts http and https addresses with a path', () => {
    expect(siteConfig({ SERVICE_URL: 'https://lotto.example/sub/' }).baseUrl).toBe('https://lotto.example/sub');
    expect(siteConfig({ SERVICE_URL: 'http://127.0.0.1:8888' }).baseUrl).toBe('http://127.0.0.1:8888');
  });
});
