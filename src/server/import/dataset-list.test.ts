// The dataset list of config/datasets.json, and what its schema refuses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATASETS, DATASET_LIST, EARLIER_YEARS, parseDatasetList } from './dataset-list.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const config = () => JSON.parse(readFileSync('config/datasets.json', 'utf8')) as { datasets: Record<string, unknown>[] };
const location = () => config().datasets.find((d) => d.key === 'schoolLocation')!;

describe('the dataset list', () => {
  it('gives the newest year of each dataset to the directory and the 2022 location file as an earlier year', () => {
    expect(DATASETS.map((d) => d.key)).toEqual(DATASET_LIST.map((d) => d.key));
    expect(DATASETS.find((d) => d.key === 'schoolLocation')).toMatchObject({ schoolYear: '2025/26', required: true, publisher: 'EDB' });
    expect(EARLIER_YEARS).toEqual([
      expect.objectContaining({
        key: 'schoolLocation',
        schoolYear: '2021/22',
        required: false,
        files: [{ file: 'edb/archive/SCH_LOC_EDB_2022.json', url: null, format: 'json' }],
      }),
    ]);
    expect(DATASETS.find((d) => d.key === 'primaryProfiles')).toMatchObject({ publisher: 'CHSC', title: { zh: '小學概覽' } });
  });

  it('names files that are in the shared data folder (the optional ones aside)', () => {
    for (const dataset of [...DATASETS, ...EARLIER_YEARS].filter((d) => d.required || d.schoolYear === '2021/22')) {
      expect(existsSync(path.join(DATA_DIR, dataset.files[0]!.file)), dataset.files[0]!.file).toBe(true);
    }
  });

  it('refuses a list that breaks the rules, naming where', () => {
    const withYears = (years: unknown[], key = location()) => ({ datasets: [{ ...key, years }] });
    const year = (schoolYear: string | null) => ({ schoolYear, knownDate: null, files: [{ file: 'a.csv', url: null, format: 'csv' }] });
    expect(() => parseDatasetList(withYears([year('2025/27')]), 'x.json')).toThrow('x.json: datasets.0.years.0.schoolYear: must be a school year such as 2025/26');
    expect(() => parseDatasetList(withYears([year('2021/22'), year('2025/26')]), 'x.json')).toThrow('newest first');
    expect(() => parseDatasetList(withYears([year(null)]), 'x.json')).toThrow('each year of the list of schools needs its school year');
    const psp = config().datasets.find((d) => d.key === 'primaryProfiles')!;
    expect(() => parseDatasetList(withYears([year('2025/26'), year('2024/25')], psp), 'x.json')).toThrow(
      'only the list of schools (role schools) has earlier years to load; replace the year of a profile with the new one',
    );
    expect(() => parseDatasetList({ datasets: [{ ...location(), key: 'weather' }] }, 'x.json')).toThrow('datasets.0.key');
    expect(() => parseDatasetList({ datasets: [location(), location()] }, 'x.json')).toThrow('each key once');
    expect(() => parseDatasetList({ datasets: [{ ...location(), url: 'x' }] }, 'x.json')).toThrow('datasets.0');
  });
});
