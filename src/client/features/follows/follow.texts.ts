// Texts of the 通知我 button (school pages, the search, the shortlist) and of what it says after a tap.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  follow: '通知我',
  following: '已通知',
  /** After the button's word in its name, for screen readers: what it is about (the name starts with the word shown). */
  aboutSchool: '：這間學校的資料變動',
  aboutSearch: '：這個搜尋的學校的資料變動',
  aboutShortlist: (count: number) => `：收藏的 ${count} 間學校的資料變動`,
  busy: '請稍候…',
  followed: '已開啟通知',
  followedText: '學校資料有變動時，這部裝置會收到通知。你可以在「我的通知」查看或停止。',
  stopped: '已停止通知',
  stoppedAll: '已停止所有通知',
  stoppedText: '這部裝置不會再收到這些通知。',
  failed: '未能開啟通知',
  stopFailed: '未能停止通知',
  /** Why this browser gets no notifications here; a link to the Atom feed follows when there is one. */
  unsupported: '這個瀏覽器不能接收網站的通知。在 iPhone 或 iPad 上，請先在 Safari 把本網站加入主畫面，再從主畫面開啟本網站。',
  off: '本網站暫時沒有提供通知。',
  denied: '瀏覽器封鎖了本網站的通知。請在瀏覽器的網站設定中允許通知，然後再試。',
  noWorker: '這一頁未能準備好接收通知。請重新載入這一頁，然後再試。',
  feedInstead: '你亦可以用 RSS 閱讀器訂閱這些變動：',
  feed: 'Atom 訂閱',
  tooManySchools: (max: number) => `最多可以為 ${max} 間學校開啟通知。請先在「我的通知」停止部分學校的通知。`,
  tooManySearches: (max: number) => `最多可以為 ${max} 個搜尋開啟通知。請先在「我的通知」停止部分搜尋的通知。`,
  /** The server's own words (in English) in brackets. */
  refused: (message: string) => `伺服器不接受這個要求（${message}）。`,
  tooLarge: '要求的內容太多。請先在「我的通知」停止部分通知。',
  tooOften: '短時間內開啟通知的次數太多，請一小時後再試。',
};
export type FollowTexts = typeof zh;

export const followTexts = catalogue(zh, { en: () => import('./follow.texts.en.ts') });
