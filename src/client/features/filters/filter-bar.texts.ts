// Texts of the filter bar of /schools and /map (components/filter-fields.tsx), its chips and its sheet.
import { FILTERS } from '../../../shared/filters.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  filterSchools: '篩選學校',
  schoolName: FILTERS.name.label,
  nameHint: '中文或英文校名、學校編號，按 Enter 搜尋',
  namePlaceholder: '輸入校名',
  search: '搜尋',
  filter: '篩選',
  filterAndSort: '篩選及排序',
  activeCount: (count: number) => `（${count}）`,
  applied: '已套用的篩選',
  removeChip: (chip: string) => `移除篩選：${chip}`,
  chip: (name: string, value: string) => `${name}：${value}`,
  maxChip: (name: string, amount: string) => `${name} ${amount}`,
  times: (count: number) => `${count} 次`,
  apply: '套用篩選',
};
export type FilterBarTexts = typeof zh;

export const filterBarTexts = catalogue(zh, { en: () => import('./filter-bar.texts.en.ts') });
