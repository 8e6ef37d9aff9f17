// The small EDB lists: DSS fees, through-train schools, SSPA school serving nets.
import { parseCsvTable } from './csv-table.ts';
import { wholeNumber } from './clean.ts';

export interface DssFee {
  name: string;
  level: '小學' | '中學';
  classes: string;
  min: number | null;
  max: number | null;
}

export function parseDssFees(text: string, file: string): DssFee[] {
  const required = ['學校名稱', '學校級別', '班級', '每名學生全年學費下限($)', '每名學生全年學費上限($)'];
  return parseCsvTable(text, { file, delimiter: ',', required }).map((r, index) => {
    const level = (r['學校級別'] ?? '').trim();
    if (level !== '小學' && level !== '中學') throw new Error(`${file}: record ${index + 1} has level "${level}"`);
    return {
      name: (r['學校名稱'] ?? '').trim(),
      level,
      classes: (r['班級'] ?? '').trim(),
      min: wholeNumber(r['每名學生全年學費下限($)']),
      max: wholeNumber(r['每名學生全年學費上限($)']),
    };
  });
}

export interface ThroughTrainEntry {
  group: string;
  name: string;
  district: string;
}

export function parseThroughTrain(text: string, file: string): ThroughTrainEntry[] {
  return parseCsvTable(text, { file, delimiter: ',', required: ['組別編號', '學校名稱', '區域'] }).map((r) => ({
    group: (r['組別編號'] ?? '').trim(),
    name: (r['學校名稱'] ?? '').trim(),
    district: (r['區域'] ?? '').trim(),
  }));
}

export interface SspaNet {
  schoolId: string;
  net: string;
  name: string;
  /** The nets whose column says Y, in the file's column order (HK1 … NT9); the school's own net among them. */
  serves: string[];
}

/** One column per SSPA net (HK1-HK4, KL1-KL5, NT1-NT9), Y where the school serves it. */
const NET_COLUMN = /^(HK|KL|NT)\d$/;

export function parseSspaNets(text: string, file: string): SspaNet[] {
  return parseCsvTable(text, { file, delimiter: ',', required: ['Net', 'Sch Code', 'SCH_NAME'] }).map((r) => {
    const net = (r['Net'] ?? '').trim();
    const serves = Object.keys(r).filter((column) => NET_COLUMN.test(column) && r[column]?.trim().toUpperCase() === 'Y');
    return {
      schoolId: (r['Sch Code'] ?? '').trim(),
      net,
      name: (r['SCH_NAME'] ?? '').trim(),
      serves: serves.includes(net) || !NET_COLUMN.test(net) ? serves : [...serves, net],
    };
  });
}
