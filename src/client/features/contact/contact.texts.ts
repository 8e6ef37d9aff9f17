// The contact page and its FAQ.
import { CONTACT_EMAIL, MAX_COMPARE } from '../../../shared/constants.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  heading: '聯絡我們',
  intro: '如有任何查詢、建議或發現資料錯誤，歡迎電郵聯絡我們。',
  email: '電郵',
  faq: '常見問題',
  compareQuestion: '如何使用學校比較功能？',
  compareAnswer: `在學校列表或學校詳細資料頁按「加入比較」，最多可加入 ${MAX_COMPARE} 間學校。選擇兩間或以上學校後，按畫面下方的「開始比較」按鈕，即可並排比較各校資料。`,
  sourceQuestion: '學校資料從何而來？',
  sourceAnswer: '學校資料來自教育局（EDB）及家庭與學校合作事宜委員會（CHSC）的公開資料，並會定期更新。如需最新及正式資料，請以學校或教育局公布為準。',
  errorQuestion: '發現學校資料有錯誤，應如何報告？',
  errorAnswer: `請發送電郵至 ${CONTACT_EMAIL}，註明學校名稱及正確資料，我們核實後會盡快更正。`,
};
export type ContactTexts = typeof zh;

export const contactTexts = catalogue(zh, { en: () => import('./contact.texts.en.ts') });
