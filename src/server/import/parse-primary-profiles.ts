// PSP: CHSC primary school profiles (no school number; joined by name). HTML remnants cleaned here.
import { parseCsvTable } from './csv-table.ts';
import { cell, profileText, unquoted, wholeNumber } from './clean.ts';
import { siteArea, yesNoCommittee } from './profile-values.ts';
import type { AdditionalInfo } from '../../shared/schemas.ts';

export interface PrimaryProfile {
  name: string;
  district: string;
  address: string;
  schoolNet: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  financeType: string | null;
  gender: string;
  religion: string;
  sessionType: string | null;
  incorporatedManagementCommittee: 'Y' | 'N' | null;
  supervisor: string | null;
  supervisorTitle: string | null;
  principal: string | null;
  principalTitle: string | null;
  sponsoringBody: string | null;
  foundingYear: string | null;
  motto: string | null;
  area: string | null;
  teachingLanguage: string | null;
  throughTrainSchool: string | null;
  feederSecondarySchool: string | null;
  linkedSecondarySchool: string | null;
  feeNote: string | null;
  classroomCount: number | null;
  otherSpecialRooms: string | null;
  assessments: NonNullable<AdditionalInfo['assessments']>;
  p1Classes: NonNullable<AdditionalInfo['p1Classes']>;
}

const REQUIRED = [
  '區域', '學校名稱', '學校地址', '小一學校網', '學校傳真', '學校電郵', '學校網址', '學校類別1', '學校類別2', '學生性別', '宗教',
  '法團校董會', '校監_校管會主席姓名', '校監_校管會主席稱謂', '校長姓名', '校長稱謂', '辦學團體', '創校年份',
  '校訓', '學校佔地面積', '教學語言', '一條龍中學', '直屬中學', '聯繫中學', '學費', '課室數目', '特別室',
  '全年全科測驗次數_一年級', '全年全科考試次數_一年級', '全年全科測驗次數_二至六年級', '全年全科考試次數_二至六年級',
];

export function parsePrimaryProfiles(text: string, file: string): PrimaryProfile[] {
  return parseCsvTable(text, { file, delimiter: ',', required: REQUIRED }).map((r) => {
    const t = (column: string) => profileText(r[column]);
    return {
      name: (t('學校名稱') ?? '').replace(/\n/g, ''),
      district: (r['區域'] ?? '').trim(),
      address: t('學校地址') ?? '',
      schoolNet: cell(r['小一學校網']),
      fax: t('學校傳真'),
      email: t('學校電郵'),
      website: t('學校網址'),
      financeType: t('學校類別1'),
      gender: (r['學生性別'] ?? '').trim(),
      religion: (r['宗教'] ?? '').trim(),
      sessionType: t('學校類別2'),
      incorporatedManagementCommittee: yesNoCommittee(r['法團校董會']),
      supervisor: t('校監_校管會主席姓名'),
      supervisorTitle: t('校監_校管會主席稱謂'),
      principal: t('校長姓名'),
      principalTitle: t('校長稱謂'),
      sponsoringBody: t('辦學團體')?.replace(/\n/g, '') ?? null,
      foundingYear: t('創校年份'),
      motto: unquoted(t('校訓')),
      area: siteArea(r['學校佔地面積']),
      teachingLanguage: t('教學語言'),
      throughTrainSchool: t('一條龍中學'),
      feederSecondarySchool: t('直屬中學'),
      linkedSecondarySchool: t('聯繫中學'),
      feeNote: t('學費'),
      classroomCount: wholeNumber(r['課室數目']),
      otherSpecialRooms: t('特別室'),
      assessments: {
        testsP1: wholeNumber(r['全年全科測驗次數_一年級']),
        examsP1: wholeNumber(r['全年全科考試次數_一年級']),
        testsP2to6: wholeNumber(r['全年全科測驗次數_二至六年級']),
        examsP2to6: wholeNumber(r['全年全科考試次數_二至六年級']),
      },
      // Not required: a copy without the class columns gives null.
      p1Classes: { thisYear: wholeNumber(r['本學年小一班數']), lastYear: wholeNumber(r['上學年小一班數']) },
    };
  });
}
