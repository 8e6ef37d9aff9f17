// The SSP (中學概覽) columns the importer reads, by the names of the real header
// (../shared/data/chsc/SSP_2025_2026_tc.header.csv); tests check each exists there.

const FORMS = ['中一', '中二', '中三', '中四', '中五', '中六'] as const;
const S = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'] as const;

export const CLASS_COLUMNS = FORMS.map((form) => `本學年${form}班數`);
export const TUITION_COLUMNS = S.map((s) => `2025_2026學年學費${s}`);
export const TONG_FAI_COLUMNS = S.map((s) => `2025_2026學年堂費${s}`);

const MEDIUMS = {
  Chinese: '以中文為教學語言',
  English: '以英文為教學語言',
  ByClass: '按班別_組別訂定教學語言_校本課程',
} as const;
const LEVELS = { junior: '中一至中三', senior: '中四至中六' } as const;
export type SubjectKey = `${keyof typeof LEVELS}${keyof typeof MEDIUMS}`;

/** The 12 subject columns of a school year: 2025_2026學年開設科目_… and the planned 2026_2027學年擬開設科目_…. */
export function subjectColumns(year: 2025 | 2026): Record<SubjectKey, string> {
  const prefix = year === 2025 ? '2025_2026學年開設科目' : '2026_2027學年擬開設科目';
  const entries = Object.entries(LEVELS).flatMap(([level, forms]) =>
    Object.entries(MEDIUMS).map(([medium, words]) => [`${level}${medium}`, `${prefix}_${words}_${forms}`]),
  );
  return Object.fromEntries(entries) as Record<SubjectKey, string>;
}

export const TEACHER_COLUMNS = {
  approvedPosts: '核准編制教師職位數目',
  total: '教師總人數',
  trainedPct: '已接受師資培訓人數百分率',
  bachelorPct: '學士人數百分率',
  mastersOrAbovePct: '碩士_博士或以上人數百分率',
  specialEducationPct: '特殊教育培訓人數百分率',
  experience0to4Pct: '0至4年年資人數百分率',
  experience5to9Pct: '5至9年年資人數百分率',
  experience10PlusPct: '10年年資或以上人數百分率',
} as const;

export const FACT_COLUMNS = {
  ptaFee: '家長教師會會費',
  studentUnionFee: '學生會會費',
  nonStandardCharges: '非標準項目的核准收費',
  otherCharges: '其他收費_費用',
  s1Admission: '中一入學',
  facilities: '學校設施',
  senFacilities: '支援有特殊教育需要學生的設施',
  transport: '直達學校的公共交通工具',
} as const;

/** The profile's other sections, kept as text by topic. */
export const TEXT_COLUMNS = {
  mission: '辦學宗旨',
  parentTeacherAssociation: '家長教師會',
  studentUnion: '學生會',
  alumni: '舊生會_校友會',
  remarks: '備註',
  orientationAndHealthyLiving: '迎新活動及健康生活',
  majorConcerns: '學校關注事項',
  managementStructure: '學校管理架構',
  governingBody: '法團校董會_校董會_校管會',
  greenPolicy: '環保政策',
  languagePolicy: '全校語文政策',
  learningAndTeaching: '學習和教學策略',
  schoolBasedCurriculum: '校本課程',
  curriculumRenewal: '學校課程主要更新重點',
  lifePlanning: '生涯規劃教育',
  learnerDiversity: '全校參與照顧學生的多樣性',
  integratedEducation: '全校參與模式融合教育',
  nonChineseSpeakingSupport: '非華語學生的教育支援',
  assessmentAccommodations: '測考及學習調適措施',
  feeRemission: '學費減免',
  homeSchoolCooperation: '家校合作',
  schoolEthos: '校風',
  developmentPlan: '學校發展計劃',
  teacherDevelopment: '教師專業培訓及發展',
  lifeWideLearning: '全方位學習',
  other: '其他',
} as const;

/** Links to the school's own pages on each topic. */
export const LINK_COLUMNS = {
  managementLink: '學校管理超連結',
  majorConcernsLink: '學校關注事項超連結',
  teachingPlanLink: '教學規劃超連結',
  studentSupportLink: '學生支援超連結',
  homeSchoolLink: '家校合作及校風超連結',
  developmentLink: '未來發展超連結',
} as const;

export const CLASSROOMS_COLUMN = '學校設施-課室數目';
export const OTHER_DISTRICTS_COLUMN = '他區';
