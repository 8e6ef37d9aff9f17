// Texts of /follows (我的通知): what this browser is notified of, and a way to stop each and all.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  title: '我的通知',
  intro: '學校資料有變動時（例如幼稚園有學位、學費或校名改變），這部裝置會收到通知。通知只與這部裝置的瀏覽器相連，無需登記。',
  loading: '正在載入通知設定...',
  emptyHeading: '尚未開啟通知',
  emptyText: '在學校頁、學校搜尋或我的收藏按「通知我」，有關學校的資料有變動時，這部裝置便會收到通知。',
  toList: '前往學校列表',
  schools: (count: number) => `學校（${count} 間）`,
  searches: (count: number) => `搜尋（${count} 個）`,
  notListed: '已不在學校名單上',
  stop: '停止',
  stopAll: '全部停止',
  stopAllText: '停止這部裝置的所有通知。',
  results: '查看學校',
  feed: 'Atom 訂閱',
  /** A search's words: its filters (as the list's chips say them), the name searched for, its place; between them, the separator. */
  separator: '；',
  nameOpen: '名稱包含「',
  nameClose: '」',
  place: '地點：',
  within: (distance: string) => `（${distance}內）`,
  aPlace: '所選的地點',
};
export type FollowsPageTexts = typeof zh;

export const followsPageTexts = catalogue(zh, { en: () => import('./follows-page.texts.en.ts') });
