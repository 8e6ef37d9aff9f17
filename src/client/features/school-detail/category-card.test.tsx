// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdditionalInfo, School } from '../../../shared/schemas.ts';
import { CategoryCard } from './category-card.tsx';
import { SecondaryAllocation } from './secondary-allocation.tsx';
import { RouterWrapper } from '../../test-router.tsx';

afterEach(cleanup);

const school = (category: School['schoolCategory'], additionalInfo: AdditionalInfo): School => ({
  id: 1,
  schoolNo: '56589000011',
  name: '測試學校',
  englishName: null,
  address: '地址',
  englishAddress: null,
  district: '元朗區',
  latitude: null,
  longitude: null,
  phone: null,
  fax: null,
  email: null,
  website: null,
  schoolType: category === '幼稚園' ? '非牟利' : '資助',
  schoolCategory: category,
  religiousAffiliation: null,
  foundingYear: null,
  motto: null,
  financialType: null,
  gender: null,
  sessions: ['全日'],
  principal: null,
  principalTitle: null,
  supervisor: null,
  supervisorTitle: null,
  sponsoringBody: null,
  area: null,
  organization: null,
  additionalInfo: { profileSource: '概覽', ...additionalInfo },
  nearestStations: [],
  relatedSchools: [],
  importedDate: '2026-01-01',
});

/** The value shown under a label of the description list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const fees = {
  applicationFee: 30,
  registrationHalfDay: null,
  registrationWholeDay: 1100,
  childCareHalfDay: null,
  childCareWholeDay: null,
  certificateUrl: null,
  asWritten: { registrationWholeDay: { text: '$1,100-1,500', max: 1500 } },
};

describe('CategoryCard', () => {
  it('shows a KG fee written as text as written, 沒有開辦半日班 for a class not run, and the pen-writing fact', () => {
    render(<CategoryCard school={school('幼稚園', { kgFees: fees, noHalfDayClass: true, noWholeDayClass: false, noPenWritingK1: true })} />);
    expect(valueOf('報名費')).toBe('HK$30');
    expect(valueOf('註冊費（全日班）')).toBe('$1,100-1,500');
    expect(valueOf('註冊費（半日班）')).toBe('沒有開辦半日班');
    expect(valueOf('不要求幼兒班兒童執筆寫字')).toBe('是');
  });

  it('leaves out a registration fee nobody states, and says 未提供 for an unknown pen-writing answer', () => {
    render(<CategoryCard school={school('幼稚園', { kgFees: { ...fees, asWritten: null }, noHalfDayClass: false })} />);
    expect(screen.queryByText('註冊費（半日班）')).toBeNull();
    expect(valueOf('註冊費（全日班）')).toBe('HK$1,100');
    expect(valueOf('不要求幼兒班兒童執筆寫字')).toBe('未提供');
  });

  it('shows a primary school\'s tests and exams a year', () => {
    const assessments = { testsP1: 0, examsP1: 2, testsP2to6: null, examsP2to6: 3 };
    render(<CategoryCard school={school('小學', { assessments })} />);
    expect(valueOf('全年全科測考次數（一年級）')).toBe('測驗 0 次、考試 2 次');
    expect(valueOf('全年全科測考次數（二至六年級）')).toBe('測驗 未提供、考試 3 次');
  });

  it('shows a primary school\'s P1 classes this year against last year (PSP)', () => {
    render(<CategoryCard school={school('小學', { p1Classes: { thisYear: 4, lastYear: 2 } })} />);
    expect(valueOf('小一班數')).toBe('本學年 4 班；上學年 2 班');
    cleanup();
    render(<CategoryCard school={school('小學', { p1Classes: { thisYear: 3, lastYear: null } })} />);
    expect(valueOf('小一班數')).toBe('本學年 3 班；上學年 未提供');
  });

});

describe('SecondaryAllocation of a secondary school', () => {
  it('lists the SSPA nets it serves and links its through-train primary school', async () => {
    const secondary = {
      ...school('中學', { servesNets: ['HK1', 'HK2', 'NT9'], profileSource: '中學概覽' }),
      relatedSchools: [{ relation: 'throughTrainPrimary' as const, name: '測試小學', id: 7 }],
    };
    render(<SecondaryAllocation school={secondary} />, { wrapper: RouterWrapper });
    expect((await screen.findByRole('link', { name: '測試小學' })).getAttribute('href')).toBe('/schools/7');
    expect(valueOf('中一派位服務校網')).toBe('HK1、HK2、NT9');
  });

  it('says when it is not on the SSPA list and has no through-train primary school', async () => {
    render(<SecondaryAllocation school={school('中學', { profileSource: '中學概覽' })} />, { wrapper: RouterWrapper });
    await screen.findByText('中一派位服務校網');
    expect(valueOf('中一派位服務校網')).toBe('不在中學學位分配辦法學校網名單');
    expect(valueOf('一條龍小學')).toBe('沒有');
  });
});
