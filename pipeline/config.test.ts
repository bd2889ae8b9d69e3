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
});
