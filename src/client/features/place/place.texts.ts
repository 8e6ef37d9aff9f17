// Texts of choosing a place (the picker, the address lookup, the browser's position) and of the chosen place with
// its radius and school nets; loaded with them.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  nearMe: '我附近',
  locating: '正在取得位置…',
  myLocation: '我的位置',
  placeLabel: '港鐵站、地區或地址',
  placePlaceholder: '例如：九龍塘、Tai Wai、沙田正街 1 號',
  placesFailed: '未能搜尋地點，請再試。',
  places: '地點',
  station: '港鐵站',
  district: '地區',
  area: '校網地區（位置為估計）',
  stationName: (name: string) => `${name}站`,
  withNet: (kind: string, net: string) => `${kind} · ${net} 校網`,
  noPlaces: '沒有這個名稱的港鐵站或地區，可試以地址查詢。',
  lookUp: '以地址查詢',
  quoted: (text: string) => `「${text}」`,
  lookingUp: '正在查詢地址…',
  lookupFailed: '地址查詢暫時未能使用。請改用「我附近」、港鐵站或地區。',
  noAddress: '找不到這個地址。',
  addresses: '地址查詢結果',
  address: '地址',
  noGeolocation: '這個瀏覽器不能提供位置。',
  outsideHongKong: '你的位置不在香港範圍內。',
  geoDenied: '你未允許本網站讀取你的位置。',
  geoUnavailable: '暫時未能取得你的位置。',
  geoProblem: (problem: string) => `${problem}可改用港鐵站、地區或地址搜尋。`,
  radius: '範圍',
  within: (distance: string) => `${distance}內`,
  anyDistance: '不限距離',
  remove: '移除地點',
  /** Between 移除地點 and the place's name, for screen readers. */
  removeOf: '：',
  netsFailed: '未能載入這個位置的校網資料。',
  netsLoading: '正在找出這個位置的校網…',
  netsHeading: '這個位置的校網',
  p1Net: '小一入學校網：',
  net: (net: string) => `${net} 校網`,
  estimatedNet: (net: string) => `估計為 ${net} 校網`,
  unknownNet: '未能判斷',
  accuracy: (percent: number) => `（按附近小學所屬校網推算，測得準確度約 ${percent}%，並非官方劃界）`,
  otherNets: (nets: string) => `；亦可能是 ${nets} 校網`,
  netPage: '教育局校網資料',
  districtLabel: '地區：',
  sspaNet: (code: string) => `（中學學位分配 ${code} 校網；升中派位按就讀小學所屬校網，不按住址）`,
};
export type PlaceTexts = typeof zh;

export const placeTexts = catalogue(zh, { en: () => import('./place.texts.en.ts') });
