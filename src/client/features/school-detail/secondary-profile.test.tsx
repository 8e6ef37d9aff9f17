// @vitest-environment jsdom
// A secondary school's page with the facts the importer parses from the SSP fixture rows (real-shaped values):
// classes and fees per form, charges, S1 admission, subjects, facilities, teachers, other texts; nothing without
// a profile; English labels, the Chinese-only values marked as Chinese.
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
/* eslint-disable no-restricted-imports -- test data only (never bundled): the importer's parse of its SSP fixture */
import { SSP_MINI_ROWS, sspCsv } from '../../../server/import/fixtures/ssp-fixture.ts';
import { parseSecondaryProfiles } from '../../../server/import/parse-secondary-profiles.ts';
import { LINK_COLUMNS, TEXT_COLUMNS } from '../../../server/import/ssp-columns.ts';
/* eslint-enable no-restricted-imports */
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import type { AdditionalInfo, School } from '../../../shared/schemas.ts';
import { RouterWrapper } from '../../test-router.tsx';
import { BasicTab } from './basic-tab.tsx';
import { FacilitiesTab } from './facilities-tab.tsx';
import { ManagementTab } from './management-tab.tsx';
import { TEXT_TOPICS } from './secondary-profile-texts.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';
import { secondaryProfileTexts } from './secondary-profile.texts.ts';

afterEach(cleanup);

const [dbs, hospital] = parseSecondaryProfiles(sspCsv(SSP_MINI_ROWS), 'chsc/SSP_2025_2026_tc.csv');

const secondary = (info: AdditionalInfo): School => ({
  id: 1, schoolNo: '1', name: '測試中學', englishName: null, address: '地址', englishAddress: null, district: '油尖旺區',
  latitude: null, longitude: null, phone: null, fax: null, email: null, website: null, schoolType: '直資', schoolCategory: '中學',
  religiousAffiliation: null, foundingYear: null, motto: null, financialType: null, gender: null, sessions: ['全日'],
  principal: null, principalTitle: null, supervisor: null, supervisorTitle: null, sponsoringBody: null, area: null,
  organization: null, additionalInfo: info, nearestStations: [], relatedSchools: [], importedDate: '2026-01-01',
});

/** The three tabs' panels, as the page renders them (all mounted), in a language. */
async function renderTabs(school: School, locale: Locale = 'zh-HK') {
  const wrapper = ({ children }: { children: ReactNode }) => <RouterWrapper locale={locale}>{children}</RouterWrapper>;
  render(<><BasicTab school={school} /><FacilitiesTab school={school} /><ManagementTab school={school} /></>, { wrapper });
  await screen.findByText(locale === 'en' ? 'Contact details' : '聯絡資料');
}

const valueOf = (label: string, container: HTMLElement = document.body) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/** The cells of a form's row of the classes and fees table. */
const rowOf = (form: string) => [...screen.getByRole('rowheader', { name: form }).closest('tr')!.children].map((cell) => cell.textContent);
const sectionOf = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

describe('secondary school profile on the page', () => {
  it('shows classes, tuition and tong fai per form, with 未提供 where the profile gives -', async () => {
    await renderTabs(secondary({ profileSource: '中學概覽', secondaryProfile: dbs!.facts }));
    expect(screen.getByRole('table', { name: '2025/26 學年各級班數、學費及堂費' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['級別', '班數', '學費（每年）', '堂費（每年）']);
    expect(rowOf('中一')).toEqual(['中一', '6', 'HK$63,330', 'HK$340']);
    expect(rowOf('中三')).toEqual(['中三', '未提供', '未提供', '未提供']);
    expect(rowOf('中六')).toEqual(['中六', '5', 'HK$70,000', '未提供']);
    expect(valueOf('家長教師會會費')).toBe('500（6年）');
    expect(valueOf('學生會會費')).toBe('$30');
    expect(valueOf('其他收費')).toBe('US$0');
    expect(valueOf('學費減免')).toBe('設有學費減免計劃超連結');
  });

  it('shows S1 admission, other districts and the subjects of each year by teaching language', async () => {
    await renderTabs(secondary({ profileSource: '中學概覽', secondaryProfile: dbs!.facts }));
    expect(valueOf('中一入學')).toBe('學業成績60%、課外活動表現20%、面試表現15%、其他5%');
    expect(valueOf('他區（亦收取學生的其他地區）')).toBe('荃灣區、離島區');
    const now = sectionOf('2025/26 學年開設科目');
    expect(valueOf('中一至中三：以中文為教學語言', now)).toBe('中國語文、中國歷史、普通話');
    expect(valueOf('中一至中三：以英文為教學語言', now)).toBe('英國語文、數學、綜合科學、地理（中三）');
    expect(within(now).queryByText('中四至中六：以英文為教學語言')).toBeNull();
    const next = sectionOf('2026/27 學年擬開設科目');
    expect(valueOf('中四至中六：以英文為教學語言', next)).toBe('英國語文、物理、化學');
  });

  it('shows facilities, transport (lines kept), teachers and the other texts under their headings', async () => {
    await renderTabs(secondary({ profileSource: '中學概覽', secondaryProfile: dbs!.facts }));
    expect(valueOf('學校設施')).toBe('禮堂、游泳池');
    expect(valueOf('支援有特殊教育需要學生的設施')).toBe('未提供');
    const transport = screen.getByText('直達學校的公共交通工具', { selector: 'dt' }).nextElementSibling!;
    expect(transport.textContent).toBe('巴士：1、1A；\n港鐵：旺角站、旺角東站。');
    expect(transport.className).toContain('whitespace-pre-line');
    expect(valueOf('教師總人數')).toBe('95');
    expect(valueOf('已接受師資培訓的教師')).toBe('96%');
    expect(valueOf('具學士學位的教師')).toBe('未提供');
    expect(valueOf('校風')).toBe('關愛\n自律');
    const link = screen.getByRole('link', { name: /https:\/\/www\.dbs\.edu\.hk\/management/ });
    expect(link.getAttribute('href')).toBe('https://www.dbs.edu.hk/management');
    expect(document.querySelector('[lang="zh-Hant"]')).toBeNull();
  });

  it('says 未提供 for a year without subjects', async () => {
    await renderTabs(secondary({ profileSource: '中學概覽', secondaryProfile: hospital!.facts }));
    expect(valueOf('中一至中三：以英文為教學語言', sectionOf('2025/26 學年開設科目'))).toBe('英國語文、科學');
    expect(within(sectionOf('2026/27 學年擬開設科目')).getByText('未提供')).toBeTruthy();
    expect(screen.queryByText('學校概覽其他資料')).toBeNull();
  });

  it('shows none of it for a secondary school without a profile', async () => {
    await renderTabs(secondary({ profileSource: null }));
    expect(screen.queryByRole('table')).toBeNull();
    for (const label of ['班數及收費（中學概覽）', '中一入學', '學校設施', '教師總人數', '家長教師會會費']) expect(screen.queryByText(label)).toBeNull();
    expect(valueOf('課室數目')).toBe('未提供');
  });

  it('uses English labels on English pages, the Chinese-only values marked as Chinese', async () => {
    // Every catalogue the tabs read, loaded before they render (a part that suspends for its texts and then finds
    // them loaded is a misuse of use() React warns about).
    await Promise.all([loadTexts(schoolDetailTexts, 'en'), loadTexts(secondaryProfileTexts, 'en')]);
    await renderTabs(secondary({ profileSource: '中學概覽', secondaryProfile: dbs!.facts }), 'en');
    expect(screen.getByRole('table', { name: 'Classes, tuition and tong fai by form, 2025/26' })).toBeTruthy();
    expect(rowOf('S1')).toEqual(['S1', '6', 'HK$63,330', 'HK$340']);
    expect(rowOf('S3')).toEqual(['S3', 'Not provided', 'Not provided', 'Not provided']);
    expect(valueOf('Other districts it takes students from')).toBe('Tsuen Wan, Islands');
    expect(valueOf('S1–S3, taught in English', sectionOf('Subjects in 2025/26'))).toBe('英國語文、數學、綜合科學、地理（中三）');
    expect(screen.getByText('學業成績60%、課外活動表現20%、面試表現15%、其他5%').getAttribute('lang')).toBe('zh-Hant');
    expect(screen.getByText('禮堂、游泳池').getAttribute('lang')).toBe('zh-Hant');
    expect(valueOf('Teachers with teacher training')).toBe('96%');
    for (const label of ['中一入學', '學校設施', '2025/26 學年開設科目', '校風']) expect(screen.queryByText(label)).toBeNull();
  });

  it('has a heading for every text topic the importer reads', () => {
    expect([...Object.keys(TEXT_COLUMNS), ...Object.keys(LINK_COLUMNS)].filter((key) => !TEXT_TOPICS.includes(key))).toEqual([]);
  });
});
