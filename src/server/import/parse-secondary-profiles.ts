// SSP: CHSC secondary school profiles (optional; header known from SOURCES.md). Joined by name like PSP.
import { parseCsvTable } from './csv-table.ts';
import { profileText, unquoted, wholeNumber } from './clean.ts';
import { siteArea, yesNoCommittee } from './profile-values.ts';

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
  /** Derived from the subjects-by-medium columns of S1-S3 (see teachingLanguage()). */
  teachingLanguage: string | null;
}

const CHINESE_MEDIUM = '2025_2026學年開設科目_以中文為教學語言_中一至中三';
const ENGLISH_MEDIUM = '2025_2026學年開設科目_以英文為教學語言_中一至中三';

const REQUIRED = [
  '區域', '學校名稱', '學校地址', '學校傳真', '學校電郵', '學校網址', '學生性別', '宗教', '校監_校管會主席姓名', '校監_校管會主席稱謂',
  '校長姓名', '校長稱謂', '校長學歷_資歷', '法團校董會', '學校佔地面積', '辦學團體', '創校年份', '校訓',
  '學校設施-課室數目',
];

export function parseSecondaryProfiles(text: string, file: string): SecondaryProfile[] {
  return parseCsvTable(text, { file, delimiter: ',', required: REQUIRED }).map((r) => {
    const t = (column: string) => profileText(r[column]);
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
      classroomCount: wholeNumber(r['學校設施-課室數目']),
      teachingLanguage: teachingLanguage(t(CHINESE_MEDIUM), t(ENGLISH_MEDIUM)),
    };
  });
}

/** Junior-form medium: 中文 / 英文 / 中文及英文 from which subject lists are filled; null when neither column exists. */
export function teachingLanguage(chinese: string | null, english: string | null): string | null {
  if (chinese && english) return '中文及英文';
  if (chinese) return '中文';
  if (english) return '英文';
  return null;
}
