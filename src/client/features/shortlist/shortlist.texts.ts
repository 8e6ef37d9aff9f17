// The shortlist page's texts (the star's are the shell's: it is on every list).
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  title: '我的收藏',
  intro: '在學校列表、地圖或學校頁按星號收藏學校，並為每間學校寫下備註。收藏只儲存在這部裝置的瀏覽器中。',
  count: (count: number) => `共 ${count} 間學校`,
  groupHeading: (category: string, count: number) => `${category}（${count} 間）`,
  note: '備註',
  noteLabel: (name: string) => `備註：${name}`,
  noteHint: '備註會自動儲存，不會包括在分享連結中。',
  notePlaceholder: '例如：開放日日期、面試安排、交通',
  remove: '移除',
  removeLabel: (name: string) => `從收藏移除：${name}`,
  missing: (id: number) => `找不到編號 ${id} 的學校，可能已被移除。`,
  schoolNumber: (id: number) => `學校編號 ${id}`,
  loading: '正在載入學校資料...',
  emptyHeading: '尚未收藏學校',
  emptyText: '在學校列表、地圖或學校頁按星號，學校便會加入這裡。',
  toList: '前往學校列表',
  shareHeading: '分享收藏',
  shareText: '把這個連結傳給家人：他們會看到這些學校，但不會看到你的備註，也不會改變他們自己的收藏。',
  shareLink: '收藏的分享連結',
  copy: '複製連結',
  copied: '已複製連結',
  downloadCsv: '下載 CSV',
  sharedHeading: '這是別人分享的收藏',
  sharedText: (count: number) => `你正在查看連結中的學校，它們不會取代你的收藏（${count} 間）。`,
  addShared: (count: number) => `把 ${count} 間加入我的收藏`,
  allSaved: '全部已在我的收藏中',
  myShortlist: '查看我的收藏',
};
export type ShortlistTexts = typeof zh;

export const shortlistTexts = catalogue(zh, { en: () => import('./shortlist.texts.en.ts') });
