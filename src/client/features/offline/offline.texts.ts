// Texts of the offline banner (offline-banner.tsx): in its chunk. `time`: when the data shown was fetched.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  offline: (time: string) => `離線：顯示 ${time} 取得的資料`,
  saved: (time: string) => `網絡連線不穩定：顯示 ${time} 取得的資料`,
};
export type OfflineTexts = typeof zh;

export const offlineTexts = catalogue(zh, { en: () => import('./offline.texts.en.ts') });
