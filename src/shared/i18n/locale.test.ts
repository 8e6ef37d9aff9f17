import { describe, expect, it } from 'vitest';
import { localeOfPath, pathIn, pathWithoutLocale } from './locale.ts';

describe('language in the address', () => {
  it('reads /en and /en/… as English, /sc and /sc/… as Simplified Chinese, every other path as Traditional Chinese', () => {
    expect(['/en', '/en/', '/en/schools/2061'].map(localeOfPath)).toEqual(['en', 'en', 'en']);
    expect(['/sc', '/sc/', '/sc/schools/2061'].map(localeOfPath)).toEqual(['zh-Hans', 'zh-Hans', 'zh-Hans']);
    expect(['/', '/schools', '/english', '/enroll', '/schools/sc', '/scan'].map(localeOfPath)).toEqual(Array(6).fill('zh-HK'));
  });

  it('moves a path between the languages and back', () => {
    expect(pathIn('en', '/')).toBe('/en/');
    expect(pathIn('en', '/schools/2061')).toBe('/en/schools/2061');
    expect(pathIn('en', '/en/schools')).toBe('/en/schools');
    expect(pathIn('zh-HK', '/en/schools')).toBe('/schools');
    expect(pathIn('zh-HK', '/en')).toBe('/');
    expect(pathIn('zh-Hans', '/en/schools')).toBe('/sc/schools');
    expect(pathIn('zh-Hans', '/')).toBe('/sc/');
    expect(pathIn('en', '/sc/compare')).toBe('/en/compare');
    expect(pathIn('zh-HK', '/sc')).toBe('/');
    expect(pathWithoutLocale('/enroll')).toBe('/enroll');
    expect(pathWithoutLocale('/scan')).toBe('/scan');
  });
});
