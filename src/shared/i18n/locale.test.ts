import { describe, expect, it } from 'vitest';
import { localeOfPath, pathIn, pathWithoutLocale } from './locale.ts';

describe('language in the address', () => {
  it('reads /en and /en/… as English, every other path as Traditional Chinese', () => {
    expect(['/en', '/en/', '/en/schools/2061'].map(localeOfPath)).toEqual(['en', 'en', 'en']);
    expect(['/', '/schools', '/english', '/enroll'].map(localeOfPath)).toEqual(['zh-HK', 'zh-HK', 'zh-HK', 'zh-HK']);
  });

  it('moves a path between the languages and back', () => {
    expect(pathIn('en', '/')).toBe('/en/');
    expect(pathIn('en', '/schools/2061')).toBe('/en/schools/2061');
    expect(pathIn('en', '/en/schools')).toBe('/en/schools');
    expect(pathIn('zh-HK', '/en/schools')).toBe('/schools');
    expect(pathIn('zh-HK', '/en')).toBe('/');
    expect(pathWithoutLocale('/enroll')).toBe('/enroll');
  });
});
