// K1-K3 vacancy list: SCRN "學校編號-校址編號" with Y/N/P per level and an "As At" date.
import { parseCsvTable } from './csv-table.ts';
import { isoDate } from './clean.ts';

type Status = 'Y' | 'N' | 'P' | null;

export interface KgVacancy {
  /** 10 digits: school 6 + site 4 (SCH_LOC SCHOOL NO. chars 1-10). */
  key: string;
  name: string;
  k1: Status;
  k2: Status;
  k3: Status;
  asAt: string;
}

const REQUIRED = ['SCRN', 'School Chinese Name', 'K1 Vacancy Status', 'K2 Vacancy Status', 'K3 Vacancy Status', 'As At Date'];

const status = (value: string | undefined): Status => {
  const text = value?.trim().toUpperCase();
  return text === 'Y' || text === 'N' || text === 'P' ? text : null;
};

export function parseKgVacancy(text: string, file: string): KgVacancy[] {
  return parseCsvTable(text, { file, delimiter: ',', required: REQUIRED }).map((r, index) => {
    const match = /^(\d{6})-(\d{4})$/.exec((r['SCRN'] ?? '').trim());
    const asAt = isoDate(r['As At Date']);
    if (!match || !asAt) {
      throw new Error(`${file}: record ${index + 1} has an invalid SCRN "${r['SCRN']}" or As At Date "${r['As At Date']}"`);
    }
    return {
      key: `${match[1]}${match[2]}`,
      name: (r['School Chinese Name'] ?? '').trim(),
      k1: status(r['K1 Vacancy Status']),
      k2: status(r['K2 Vacancy Status']),
      k3: status(r['K3 Vacancy Status']),
      asAt,
    };
  });
}
