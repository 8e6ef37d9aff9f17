export const NAV_ITEMS = [
  { to: '/', label: '首頁' },
  { to: '/schools', label: '學校搜尋' },
  { to: '/statistics', label: '統計資料' },
  { to: '/map', label: '地圖' },
  { to: '/contact', label: '聯絡我們' },
] as const;
