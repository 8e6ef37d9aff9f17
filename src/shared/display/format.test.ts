import { describe, expect, it } from 'vitest';
import { distanceText, formatDate, groupDigits, MISSING, money, orDefault, present } from './format.ts';
import { areaText, genderText, mapsSearchHref, personText, vacancyText, websiteHref, yesNo } from './fact-text.ts';

describe('orDefault', () => {
  it('keeps real values and trims them', () => {
    expect(orDefault(' 基督教 ')).toBe('基督教');
    expect(orDefault(0)).toBe('0');
  });
  it('uses the fallback for null, undefined and blank text', () => {
    expect(orDefault(null)).toBe('未提供');
    expect(orDefault(undefined, '不適用')).toBe('不適用');
    expect(orDefault('   ', '-')).toBe('-');
  });
  it('treats the sources\' missing markers (N.A, N.A., NA, -, ...) as missing', () => {
    for (const marker of ['N.A', 'N.A.', ' n.a ', 'NA', 'N/A', '-', '/', '沒有資料', '沒有此項目']) {
      expect(orDefault(marker), marker).toBe('未提供');
      expect(present(marker), marker).toBeUndefined();
    }
    expect(present(' 2656 6116 ')).toBe('2656 6116');
    expect(present('NAC School')).toBe('NAC School');
  });
});

describe('display helpers', () => {
  it('maps flags to 是/否', () => {
    expect(yesNo('Y')).toBe('是');
    expect(yesNo('N')).toBe('否');
    expect(yesNo(null, '-')).toBe('-');
  });
  it('prefixes http:// only when missing', () => {
    expect(websiteHref('www.school.edu.hk')).toBe('http://www.school.edu.hk');
    expect(websiteHref('https://a.hk')).toBe('https://a.hk');
    expect(websiteHref('HTTP://A.HK')).toBe('HTTP://A.HK');
  });
  it('builds a Google Maps search address', () => {
    expect(mapsSearchHref('中環 1號')).toBe('https://www.google.com/maps/search/?api=1&query=%E4%B8%AD%E7%92%B0%201%E8%99%9F');
  });
  it('formats money, dates, vacancies and gender', () => {
    expect(money(38500)).toBe('HK$38,500');
    expect(money(null)).toBe('未提供');
    expect(formatDate('2024-09-03T10:00:00Z')).toBe('2024年9月3日');
    expect(formatDate('九月上旬')).toBe('九月上旬');
    expect(formatDate('2024-09-03T10:00:00Z', undefined, 'en')).toBe('3 Sep 2024');
    expect(formatDate(undefined)).toBe('未提供');
    expect(vacancyText('Y')).toBe('有學位');
    expect(vacancyText('P')).toBe('正處理輪候名單');
    expect(vacancyText(null)).toBe('未提供');
    expect(genderText('男女')).toBe('男女校');
    expect(genderText(null)).toBe('未提供');
  });
});

describe('areaText and personText', () => {
  it('adds the unit to bare numbers only', () => {
    expect(areaText('6000')).toBe('6,000 平方米');
    expect(areaText('約6000平方米（兩個校舍）')).toBe('約6000平方米（兩個校舍）');
    expect(areaText(null)).toBe('未提供');
  });
  it('joins a name with its title', () => {
    expect(personText('陳大文', '博士')).toBe('陳大文博士');
    expect(personText('陳大文', null)).toBe('陳大文');
    expect(personText(null, '先生')).toBe('未提供');
  });
});

describe('groupDigits', () => {
  it('writes counts as toLocaleString does for zh-HK', () => {
    for (const count of [0, 7, 999, 1000, 2295, 12345, 1234567]) expect(groupDigits(count)).toBe(count.toLocaleString('zh-HK'));
  });
});

describe('areaText', () => {
  it('groups the whole part of a numeric area only', () => {
    expect(areaText('6000')).toBe('6,000 平方米');
    expect(areaText('1234.5678')).toBe('1,234.5678 平方米');
    expect(areaText('約6000')).toBe('約6000');
    expect(areaText(null)).toBe('未提供');
  });
});

describe('distanceText', () => {
  it('writes metres below a kilometre and kilometres to one decimal above', () => {
    expect(distanceText(0)).toBe('0 米');
    expect(distanceText(850)).toBe('850 米');
    expect(distanceText(999.6)).toBe('1000 米');
    expect(distanceText(1234)).toBe('1.2 公里');
    expect(distanceText(2000)).toBe('2 公里');
    expect(distanceText(19_960)).toBe('20 公里');
  });
});

describe('in English', () => {
  it('words missing values, distances, yes and no, areas and vacancies', () => {
    expect(orDefault(null, MISSING.en.notProvided)).toBe('Not provided');
    expect(distanceText(850, 'en')).toBe('850 m');
    expect(distanceText(1234, 'en')).toBe('1.2 km');
    expect(yesNo('Y', undefined, 'en')).toBe('Yes');
    expect(yesNo(false, undefined, 'en')).toBe('No');
    expect(yesNo(null, undefined, 'en')).toBe('Not provided');
    expect(areaText('1234.5', 'en')).toBe('1,234.5 m²');
    expect(genderText('男女', 'en')).toBe('Co-educational');
  });
});
