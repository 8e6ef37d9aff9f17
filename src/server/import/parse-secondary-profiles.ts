// SSP: CHSC secondary school profiles (optional: the file comes from its official address). Joined by name like
// PSP. Columns by the real header's names (ssp-columns.ts); values cleaned of HTML, quotes and `-`.
import type { SecondaryTeachingLanguage } from '../../shared/constants.ts';
import type { SecondaryProfileFacts } from '../../shared/schemas.ts';
import { parseCsvTable } from './csv-table.ts';
import { profileText, unquoted, wholeNumber } from './clean.ts';
import { siteArea, yesNoCommittee } from './profile-values.ts';
import {
  CLASSROOMS_COLUMN,
  CLASS_COLUMNS,
  FACT_COLUMNS,
  LINK_COLUMNS,
  OTHER_DISTRICTS_COLUMN,
  TEACHER_COLUMNS,
  TEXT_COLUMNS,
  TONG_FAI_COLUMNS,
  TUITION_COLUMNS,
  subjectColumns,
} from './ssp-columns.ts';
import { decimal, districtList, link, secondaryTeachingLanguage, subjectList } from './ssp-values.ts';

export interface SecondaryProfile {
  name: string;
  district: string;
  address: string;
  gender: string;
  religion: string;
  fax: string | null;
  email: string | null;
  website: string | null;
  supervisor: string | null;
  supervisorTitle: string | null;
  principal: string | null;
  principalTitle: string | null;
  principalQualification: string | null;
  incorporatedManagementCommittee: 'Y' | 'N' | null;
  area: string | null;
  sponsoringBody: string | null;
  foundingYear: string | null;
  motto: string | null;
  classroomCount: number | null;
  teachingLanguage: SecondaryTeachingLanguage | null;
  facts: SecondaryProfileFacts;
}

const COMMON = [
  '區域', '學校名稱', '學校地址', '學校傳真', '學校電郵', '學校網址', '學生性別', '宗教', '校監_校管會主席姓名', '校監_校管會主席稱謂',
  '校長姓名', '校長稱謂', '校長學歷_資歷', '法團校董會', '學校佔地面積', '辦學團體', '創校年份', '校訓',
];

/** Every column the parser reads: a file without one of them is refused, naming it. */
export const SSP_COLUMNS: readonly string[] = [
  ...COMMON,
  ...CLASS_COLUMNS,
  ...TUITION_COLUMNS,
  ...TONG_FAI_COLUMNS,
  ...Object.values(subjectColumns(2025)),
  ...Object.values(subjectColumns(2026)),
  ...Object.values(TEACHER_COLUMNS),
  ...Object.values(FACT_COLUMNS),
  ...Object.values(TEXT_COLUMNS),
  ...Object.values(LINK_COLUMNS),
  CLASSROOMS_COLUMN,
  OTHER_DISTRICTS_COLUMN,
];

const mapValues = <K extends string, T>(columns: Record<K, string>, read: (column: string) => T) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, read(column as string)])) as Record<K, T>;

export function parseSecondaryProfiles(text: string, file: string): SecondaryProfile[] {
  return parseCsvTable(text, { file, delimiter: ',', required: SSP_COLUMNS }).map((r) => {
    const t = (column: string) => profileText(r[column]);
    const subjects2025 = mapValues(subjectColumns(2025), (c) => subjectList(r[c]));
    const texts = { ...mapValues(TEXT_COLUMNS, t), ...mapValues(LINK_COLUMNS, (c) => link(r[c])) };
    const facts: SecondaryProfileFacts = {
      classesPerForm: CLASS_COLUMNS.map((c) => wholeNumber(r[c])),
      tuitionPerForm: TUITION_COLUMNS.map((c) => wholeNumber(r[c])),
      tongFaiPerForm: TONG_FAI_COLUMNS.map((c) => wholeNumber(r[c])),
      ...mapValues(FACT_COLUMNS, t),
      subjects2025,
      subjects2026: mapValues(subjectColumns(2026), (c) => subjectList(r[c])),
      otherDistricts: districtList(r[OTHER_DISTRICTS_COLUMN]),
      teachers: mapValues(TEACHER_COLUMNS, (c) => decimal(r[c])),
      texts: Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== null)),
    };
    return {
      name: (t('學校名稱') ?? '').replace(/\n/g, ''),
      district: (r['區域'] ?? '').trim(),
      address: t('學校地址') ?? '',
      gender: (r['學生性別'] ?? '').trim(),
      religion: (r['宗教'] ?? '').trim(),
      fax: t('學校傳真'),
      email: t('學校電郵'),
      website: t('學校網址'),
      supervisor: t('校監_校管會主席姓名'),
      supervisorTitle: t('校監_校管會主席稱謂'),
      principal: t('校長姓名'),
      principalTitle: t('校長稱謂'),
      principalQualification: t('校長學歷_資歷'),
      incorporatedManagementCommittee: yesNoCommittee(r['法團校董會']),
      area: siteArea(r['學校佔地面積']),
      sponsoringBody: t('辦學團體')?.replace(/\n/g, '') ?? null,
      foundingYear: t('創校年份'),
      motto: unquoted(t('校訓')),
      classroomCount: wholeNumber(r[CLASSROOMS_COLUMN]),
      teachingLanguage: secondaryTeachingLanguage(subjects2025.juniorChinese, subjects2025.juniorEnglish, subjects2025.juniorByClass),
      facts,
    };
  });
}
