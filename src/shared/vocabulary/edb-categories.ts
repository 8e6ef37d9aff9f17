import type { Labels } from './labels.ts';

/** The location file's school categories (中文類別, kept as additionalInfo.edbCategory), with its ENGLISH CATEGORY. */
export const EDB_CATEGORY_LABELS: Record<string, Labels> = {
  資助小學: { 'zh-HK': '資助小學', en: 'Aided Primary Schools' },
  資助中學: { 'zh-HK': '資助中學', en: 'Aided Secondary Schools' },
  資助特殊學校: { 'zh-HK': '資助特殊學校', en: 'Aided Special Schools' },
  按位津貼中學: { 'zh-HK': '按位津貼中學', en: 'Caput Secondary Schools' },
  直接資助計劃小學: { 'zh-HK': '直接資助計劃小學', en: 'Direct Subsidy Scheme Primary Schools' },
  直接資助計劃中學: { 'zh-HK': '直接資助計劃中學', en: 'Direct Subsidy Scheme Secondary Schools' },
  '英基學校協會（小學）': { 'zh-HK': '英基學校協會（小學）', en: 'English Schools Foundation (Primary)' },
  '英基學校協會（中學）': { 'zh-HK': '英基學校協會（中學）', en: 'English Schools Foundation (Secondary)' },
  官立小學: { 'zh-HK': '官立小學', en: 'Government Primary Schools' },
  官立中學: { 'zh-HK': '官立中學', en: 'Government Secondary Schools' },
  '國際學校（小學）': { 'zh-HK': '國際學校（小學）', en: 'International Schools (Primary)' },
  '國際學校（中學）': { 'zh-HK': '國際學校（中學）', en: 'International Schools (Secondary)' },
  幼稚園暨幼兒中心: { 'zh-HK': '幼稚園暨幼兒中心', en: 'Kindergarten-cum-child Care Centres' },
  幼稚園: { 'zh-HK': '幼稚園', en: 'Kindergartens' },
  私立小學: { 'zh-HK': '私立小學', en: 'Private Primary Schools' },
  '私立中學（日校 / 夜校）': { 'zh-HK': '私立中學（日校 / 夜校）', en: 'Private Secondary Schools (Day/Evening)' },
};
