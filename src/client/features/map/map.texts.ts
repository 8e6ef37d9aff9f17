// The map page's texts: the page, the Leaflet map (markers, clusters, popups), the chosen school and the list.
// The search filters above the map are the search page's (src/client/components/filter-fields.tsx).
import { groupDigits } from '../../../shared/display/format.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  back: '返回學校搜尋',
  heading: '學校地圖',
  pickStart: '在地圖上選擇位置',
  pickStop: '取消在地圖上選擇',
  pickHint: '請在地圖上點選一個位置。',
  pickedPlace: '地圖上選擇的位置',
  clearFilters: '清除篩選',
  loadingSchools: '正在載入學校...',
  nameTooLong: (max: number) => `校名太長：最多 ${max} 個字。請輸入較短的校名。`,
  loadingList: '正在載入學校列表',
  mapLabel: '學校地圖：方向鍵移動地圖，加減號縮放，Tab 鍵逐一選取標記',
  loadingMap: '正在載入地圖...',
  mapFailed: '地圖未能載入，請重新整理頁面，或使用列表選擇學校。',
  osmContributors: '貢獻者',
  clusterTitle: (count: number) => `${count} 間學校，按此放大`,
  markerTitle: (name: string, category: string) => `${name}（${category}）`,
  selectedMarkerTitle: (name: string, category: string) => `已選：${name}（${category}）`,
  categorySuffix: (category: string) => `（${category}）`,
  sameSite: (count: number) => `此位置有 ${count} 間學校：`,
  loadingSchool: '正在載入學校資料...',
  schoolFailed: '未能載入學校資料，請稍後再試。',
  address: '地址：',
  phone: '電話：',
  approximate: '來源沒有座標，標記位於地區中心，只供參考。',
  details: '詳細資料',
  selectedFailed: '無法載入所選學校',
  selected: '已選學校',
  loadingSelected: '正在載入學校資料',
  openInGoogleMaps: '在 Google 地圖開啟',
  newTab: '（新分頁）',
  clearSelection: '取消選擇',
  noMatch: '找不到符合條件的學校',
  total: (count: number) => `共 ${groupDigits(count)} 間學校`,
  shown: (shown: number, total: number) => `已顯示 ${shown} / ${total} 間`,
  showMore: '顯示更多',
  special: '特殊學校',
};
export type MapTexts = typeof zh;

export const mapTexts = catalogue(zh, { en: () => import('./map.texts.en.ts') });
