// A school's page: schools like this one (同類學校), each with its distance and the facts it shares.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  heading: '同類學校',
  intro: '同類別、最多相同家長常用條件的學校，相同條件一樣多的較近者先列（直線距離，由本校計算）。',
  none: '未找到同類學校。',
  distance: (distance: string) => `距離本校 ${distance}`,
  noPosition: '未有座標，未能計算距離',
  sharedLabel: '相同之處',
  nothingShared: '沒有相同的已知條件，按距離列出',
  more: (count: number) => `及另外 ${count} 項`,
  // The reasons: what the two schools share
  kgScheme: (joined: boolean): string => (joined ? '參加幼稚園教育計劃' : '沒有參加幼稚園教育計劃'),
  k1Vacancy: (label: string) => `幼兒班：${label}`,
  session: (sessions: string) => `${sessions}班`,
  annualFee: (fee: string) => `學費相近（${fee}）`,
  nonChineseSupport: (yes: boolean): string => (yes ? '有非華語學童支援' : '沒有非華語學童支援'),
  noPenWriting: (yes: boolean): string => (yes ? '幼兒班不要求執筆寫字' : '幼兒班要求執筆寫字'),
  schoolNet: (net: string) => `同屬小一 ${net} 校網`,
  teachingLanguage: (language: string) => `以${language}授課`,
  noReligion: '沒有宗教背景',
  assessments: (count: number) => `每年 ${count} 次測考`,
  servesNet: (nets: string) => `中一派位：${nets} 校網`,
  dssFeeBand: (band: string) => `直資學費 ${band}`,
  feeUpTo: (min: string, max: string) => `${min}至${max}`,
  feeAbove: (min: string) => `${min}以上`,
};
export type SimilarSchoolsTexts = typeof zh;

export const similarSchoolsTexts = catalogue(zh, { en: () => import('./similar-schools.texts.en.ts') });
