// @vitest-environment jsdom
// A school's page in English: labels from the catalogue, coded values by the vocabulary, dates and missing values by
// the shared rules, and the data that exists only in Chinese marked lang="zh-Hant".
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { AdditionalInfo, School } from '../../../shared/schemas.ts';
import { RouterWrapper } from '../../test-router.tsx';
import { BasicTab } from './basic-tab.tsx';
import { FacilitiesTab } from './facilities-tab.tsx';
import { InfoGrid } from './info-grid.tsx';
import { ManagementTab } from './management-tab.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';
import { secondaryProfileTexts } from './secondary-profile.texts.ts';
import { SecondaryAllocation } from './secondary-allocation.tsx';

afterEach(cleanup);
beforeAll(async () => {
  await loadTexts(schoolDetailTexts, 'en');
  await loadTexts(secondaryProfileTexts, 'en');
});

const school = (fields: Partial<School>, info: AdditionalInfo = {}): School => ({
  id: 1, schoolNo: '1', name: '測試幼稚園', englishName: 'TEST KINDERGARTEN', address: '元朗測試街1號', englishAddress: '1 TEST STREET, YUEN LONG',
  district: '元朗區', latitude: null, longitude: null, phone: '2345 6789', fax: null, email: null, website: null, schoolType: '非牟利',
  schoolCategory: '幼稚園', religiousAffiliation: '天主教', foundingYear: '1990', motto: '博愛', financialType: '有參加', gender: '男女',
  sessions: ['上午', '下午'], principal: '陳大文', principalTitle: '女士', supervisor: null, supervisorTitle: null, sponsoringBody: '測試辦學團體',
  area: null, organization: null, additionalInfo: { profileSource: '幼稚園概覽（教育局）', ...info }, nearestStations: [], relatedSchools: [],
  importedDate: '2026-01-01', ...fields,
});

const english = ({ children }: { children: ReactNode }) => <RouterWrapper locale="en">{children}</RouterWrapper>;
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('a school page in English', () => {
  it('shows the overview by the vocabulary\'s English labels', async () => {
    render(<InfoGrid school={school({})} />, { wrapper: english });
    await screen.findByText('School type');
    expect(valueOf('School type')?.textContent).toBe('Non-profit-making');
    expect(valueOf('Level')?.textContent).toBe('Kindergarten');
    expect(valueOf('Student gender')?.textContent).toBe('Co-educational');
    expect(valueOf('Religion')?.textContent).toBe('Catholicism');
    expect(valueOf('Sessions')?.textContent).toBe('A.M., P.M.');
  });

  it('shows the English address, the KG card, its fees and vacancies in English', async () => {
    const info: AdditionalInfo = {
      applicationStartDate: '2025-09-03',
      applicationEndDate: '九月上旬',
      nonChineseSupportFunding: 'Y',
      noHalfDayClass: true,
      kgFees: { applicationFee: 30, registrationHalfDay: null, registrationWholeDay: 1100, childCareHalfDay: null, childCareWholeDay: null, certificateUrl: 'https://example.org/fees.pdf' },
      vacancy: { k1: 'Y', k2: 'N', k3: null, asAt: '2025-10-01' },
    };
    render(<BasicTab school={school({}, info)} />, { wrapper: english });
    await screen.findByText('Contact details');
    expect(valueOf('District')?.textContent).toBe('Yuen Long');
    expect(valueOf('Address')?.textContent).toBe('1 TEST STREET, YUEN LONG');
    expect(valueOf('Applications open')?.textContent).toBe('3 Sep 2025');
    expect(screen.getByText('九月上旬').getAttribute('lang')).toBe('zh-Hant');
    expect(valueOf('Joins the Kindergarten Education Scheme')?.textContent).toBe('Yes');
    expect(valueOf('Support for non-Chinese speaking children')?.textContent).toBe('Yes');
    expect(valueOf('K1 children are not asked to write with a pen')?.textContent).toBe('Not provided');
    expect(valueOf('Registration fee (half-day class)')?.textContent).toBe('No half-day class');
    expect(valueOf('Registration fee (whole-day class)')?.textContent).toBe('HK$1,100');
    expect(screen.getByRole('link', { name: /^EDB fee certificate \(PDF\)\s*\(new tab\)$/ })).toBeTruthy();
    expect(screen.getByText('As at 1 Oct 2025; please ask the school for the latest.')).toBeTruthy();
    expect(screen.getByText('Places available')).toBeTruthy();
    expect(screen.getByText('No places')).toBeTruthy();
  });

  it('names the facilities in English: EDB category and curriculum by their English words, the profile\'s words marked', async () => {
    const info: AdditionalInfo = { edbCategory: '幼稚園暨幼兒中心', curriculumType: '本地', outdoorPlayArea: '有蓋操場', classroomCount: 6 };
    render(<FacilitiesTab school={school({ area: '6000' }, info)} />, { wrapper: english });
    await screen.findByText('Facilities and features');
    expect(valueOf('Site area')?.textContent).toBe('6,000 m²');
    expect(valueOf('Registered classrooms')?.textContent).toBe('6');
    expect(valueOf('EDB school category')?.textContent).toBe('Kindergarten-cum-child Care Centres');
    expect(valueOf('Curriculum')?.textContent).toBe('Local');
    expect(screen.getByText('有蓋操場').getAttribute('lang')).toBe('zh-Hant');
    expect(valueOf('Music room')?.textContent).toBe('None'); // a blank in a profile
  });

  it('marks the management facts that exist only in Chinese', async () => {
    render(<ManagementTab school={school({}, { incorporatedManagementCommittee: 'N' })} />, { wrapper: english });
    await screen.findByText('Sponsoring body');
    expect(screen.getByText('測試辦學團體').getAttribute('lang')).toBe('zh-Hant');
    expect(screen.getByText('陳大文女士').getAttribute('lang')).toBe('zh-Hant');
    expect(valueOf('Incorporated management committee')?.textContent).toBe('Not established');
    expect(valueOf('Supervisor')?.textContent).toBe('Not provided');
  });

  it('names a secondary school\'s nets and its through-train primary school (as the source writes it, marked)', async () => {
    const secondary = school({ schoolCategory: '中學', relatedSchools: [{ relation: 'throughTrainPrimary', name: '測試小學', id: 7 }] }, { servesNets: ['HK1', 'NT9'] });
    render(<SecondaryAllocation school={secondary} />, { wrapper: english });
    await screen.findByText('Through-train primary school and S1 allocation');
    expect(valueOf('Nets it serves in S1 allocation')?.textContent).toBe('HK1, NT9');
    const link = screen.getByRole('link', { name: '測試小學' });
    expect(link.getAttribute('href')).toBe('/en/schools/7');
    expect(link.querySelector('[lang="zh-Hant"]')).not.toBeNull();
  });
});
