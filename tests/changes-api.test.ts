// Changes since 2022 through the API, on the real files (the 2022 JSON and the 2025/26 CSV), for schools checked
// by hand in both files by their numbers; closed schools keep an answer; P1 classes and the facts' sources.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ChangeEntry, ChangesResponse } from '../src/shared/change-schemas.ts';
import type { School, SearchResponse } from '../src/shared/schemas.ts';
import { SHARED_DATA_DIR, testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

const PSP = parse(readFileSync(path.join(SHARED_DATA_DIR, 'chsc/PSP_2025_tc.csv'), 'utf8').replace(/^\uFEFF/, ''), {
  columns: true,
}) as Record<string, string>[];

describe.each(testDatabases())('changes since 2022 on $name', (db) => {
  const { get } = useApp(db);
  const changes = async (query: string) => {
    const response = await get(`/api/changes?${encodeURI(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChangesResponse>();
  };
  const all = async () => (await changes('limit=100&page=1')).total;
  const find = async (schoolNo: string): Promise<ChangeEntry | undefined> =>
    (await changes(`name=${schoolNo.slice(0, 6)}&limit=100`)).changes.find((c) => c.school.schoolNo === schoolNo);
  const school = async (id: number) => {
    const response = await get(`/api/schools/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<School>();
  };

  it('lists a school opened since 2022, and its page says so', async () => {
    const body = await changes('change=opened&schoolCategory=小學&district=大埔區&limit=100');
    expect(body).toMatchObject({ since: '2021/22', until: '2025/26' });
    const opened = body.changes.find((c) => c.school.schoolNo === '62370900012')!;
    expect(opened).toMatchObject({ kind: 'opened', school: { name: '五旬節聖潔會永光小學' }, fields: [], lastListed: null });
    expect(body.changes.every((c) => c.kind === 'opened' && c.school.schoolCategory === '小學' && c.school.district === '大埔區')).toBe(true);
    expect((await school(opened.school.id)).yearChanges).toEqual({ since: '2021/22', until: '2025/26', kind: 'opened', earlierSchoolNo: null, otherEarlierSchoolNos: [], fields: [] });
  });

  it('keeps an answer for a school closed since 2022: its 2021/22 facts, marked closed, out of the directory', async () => {
    const closed = (await find('60255800012'))!;
    expect(closed).toMatchObject({ kind: 'closed', lastListed: '2021/22', school: { name: '中華基督教會方潤華小學', schoolCategory: '小學' } });
    const page = await school(closed.school.id);
    expect(page).toMatchObject({
      schoolNo: '60255800012',
      name: '中華基督教會方潤華小學',
      closed: { lastListed: '2021/22' },
      yearChanges: { kind: 'closed' },
      sources: { directory: { dataset: 'schoolLocation', schoolYear: '2021/22' } },
    });
    const listed = (await get(`/api/schools?name=${encodeURIComponent('方潤華小學')}`)).json<SearchResponse>();
    expect(listed.schools.map((s) => s.schoolNo)).not.toContain('60255800012');
    expect((await get('/api/schools/99999999')).statusCode).toBe(404);
  });

  it('sees a school on a new site over 200 m away as moved, with both addresses', async () => {
    const moved = (await find('61016000022'))!;
    expect(moved).toMatchObject({ kind: 'changed', earlierSchoolNo: '61016000012', school: { name: '東華三院蔡榮星小學' } });
    const move = moved.fields.find((f) => f.field === 'moved');
    expect(move).toMatchObject({ to: '新界沙田博泉街19號' });
    expect(move?.field === 'moved' && move.metres).toBeGreaterThan(200);
    expect(await find('61016000012')).toBeUndefined();
    expect((await school(moved.school.id)).yearChanges?.fields).toEqual(moved.fields);
  });

  it('sees Island School, which left two sites for one, as one school that moved, not one opened and two closed', async () => {
    const moved = (await find('17039900013'))!;
    expect(moved).toMatchObject({ kind: 'changed', school: { englishName: 'ISLAND SCHOOL' } });
    expect([moved.earlierSchoolNo, ...moved.otherEarlierSchoolNos].toSorted()).toEqual(['17039900023', '17039900033']);
    expect(moved.fields).toContainEqual(expect.objectContaining({ field: 'moved', to: '香港波老道20號' }));
    expect(await find('17039900023')).toBeUndefined();
    expect(await find('17039900033')).toBeUndefined();
  });

  it('does not list a name spelt with another variant form (啓/啟) as renamed', async () => {
    const renamed = (await changes('change=name&limit=100')).changes.map((c) => c.school.schoolNo);
    expect(renamed).not.toContain('25039200022');
    expect(renamed).not.toContain('25039200023');
    expect(await find('25039200022')).toBeUndefined();
  });

  it('finds a renamed school by either kind of filter, with the old and the new name', async () => {
    const renamed = (await changes('change=name&name=基督教培恩小學')).changes;
    expect(renamed.map((c) => c.fields.find((f) => f.field === 'name'))).toEqual([{ field: 'name', from: '香港學生輔助會小學', to: '基督教培恩小學' }]);
    expect((await changes('change=name&limit=100')).changes.every((c) => c.fields.some((f) => f.field === 'name'))).toBe(true);
  });

  it('pages like /api/schools and counts each kind once', async () => {
    const total = await all();
    const kinds = await Promise.all(['opened', 'closed'].map(async (kind) => (await changes(`change=${kind}`)).total));
    const changed = (await changes('change=moved,address,name,schoolType,gender,sessions')).total;
    expect(kinds[0]! + kinds[1]! + changed).toBe(total);
    const first = await changes('limit=7');
    const second = await changes('limit=7&page=2');
    expect(first.totalPages).toBe(Math.ceil(total / 7));
    expect(second.changes.some((c) => first.changes.some((d) => d.school.id === c.school.id))).toBe(false);
  });

  it.each([
    ['change=renamed', /change/],
    ['page=0', /page/],
    ['limit=1000', /limit/],
    ['district=火星', /district/],
    ['sort=name', /sort/],
  ])('refuses %s with a 400 naming it', async (query, pattern) => {
    const response = await get(`/api/changes?${encodeURI(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(pattern);
  });

  it('documents /api/changes and /api/datasets in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const parameters = JSON.stringify(doc.paths['/api/changes'].get.parameters);
    for (const name of ['change', 'district', 'schoolCategory', 'page', 'limit']) expect(parameters).toContain(`"${name}"`);
    expect(doc.paths['/api/datasets'].get).toBeDefined();
  });

  it('gives P1 classes this year and last from the primary profile, and where each group of facts comes from', async () => {
    const row = PSP.find((r) => r['學校名稱'] === '五旬節聖潔會永光小學')!;
    const { schools } = (await get(`/api/schools?name=${encodeURIComponent('五旬節聖潔會永光小學')}`)).json<SearchResponse>();
    const page = await school(schools[0]!.id);
    expect(page.additionalInfo.p1Classes).toEqual({ thisYear: Number(row['本學年小一班數']), lastYear: Number(row['上學年小一班數']) });
    expect(page.additionalInfo.p1Classes).toEqual({ thisYear: 4, lastYear: 2 });
    expect(page.sources).toMatchObject({
      directory: { dataset: 'schoolLocation', schoolYear: '2025/26' },
      profile: { dataset: 'primaryProfiles', schoolYear: '2025/26' },
    });
  });
});
