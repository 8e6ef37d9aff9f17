import { describe, expect, it } from 'vitest';
import { simplifiedPlace } from '../render/page-renderer.ts';
import { inLanguage } from './in-language.ts';
import { OVERRIDES, toSimplified } from './simplified.ts';

describe('Simplified Chinese from Traditional', () => {
  it('converts Hong Kong text by phrases, variants and characters', () => {
    expect(toSimplified('學校名稱')).toBe('学校名称');
    expect(toSimplified('乾諾道中')).toBe('干诺道中'); // a phrase: 乾 alone is 干 or 乾
    expect(toSimplified('啓思中學')).toBe('启思中学'); // the Hong Kong variant 啓
    expect(toSimplified('沒有學位（2026/27）')).toBe('没有学位（2026/27）');
    expect(toSimplified('Sha Tin 沙田區 2,295')).toBe('Sha Tin 沙田区 2,295');
  });

  it('keeps each override, inside a longer text too', () => {
    for (const [traditional, simplified] of OVERRIDES) {
      expect(toSimplified(traditional)).toBe(simplified);
      expect(toSimplified(`選擇${traditional}。`)).toBe(`选择${simplified}。`);
    }
  });

  it('converts every string of an answer, keys included, and nothing else', () => {
    const answer = { name: '聖保羅書院', district: '中西區', stats: { 沙田區: 3 }, fees: [12_000, null], at: new Date(0), open: true };
    expect(inLanguage(answer, 'zh-Hans')).toEqual({ name: '圣保罗书院', district: '中西区', stats: { 沙田区: 3 }, fees: [12_000, null], at: new Date(0), open: true });
    expect(inLanguage(answer, 'zh-HK')).toBe(answer);
    expect(inLanguage(answer, undefined)).toBe(answer);
  });
});

describe('a place in the address of a Simplified Chinese page', () => {
  it('is converted; filter values, other languages and converted places are left alone', () => {
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    expect(simplifiedPlace(`/sc/schools?${q({ district: '沙田區', place: '大圍站' })}`)).toBe(`/sc/schools?${q({ district: '沙田區', place: '大围站' })}`);
    expect(simplifiedPlace(`/sc/schools?place=${encodeURIComponent('大圍站')}`)).toBe(`/sc/schools?place=${encodeURIComponent('大围站')}`);
    expect(simplifiedPlace(`/schools?place=${encodeURIComponent('大圍站')}`)).toBeUndefined();
    expect(simplifiedPlace(`/sc/schools?place=${encodeURIComponent('大围站')}`)).toBeUndefined();
    expect(simplifiedPlace('/sc/schools?district=%E6%B2%99%E7%94%B0%E5%8D%80')).toBeUndefined();
  });
});
