// GET /api/schools/{id}/similar on the real data (issue 28, decision record 027): for a school of each category,
// checked by hand, every reason is read again from both schools' own answers (GET /api/schools/{id}) and must be true
// of both; the list is ordered as stated; closed schools and the school itself never appear; a school whose facts are
// mostly unknown still gets nearby schools of its category.
import { describe, expect, it } from 'vitest';
import type { ChangesResponse } from '../src/shared/change-schemas.ts';
import type { School, SearchResponse, SimilarMatch, SimilarResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

describe.each(testDatabases().slice(0, 1))('similar schools on $name', (db) => {
  const { get } = useApp(db);
  const school = async (id: number) => {
    const response = await get(`/api/schools/${id}`);
    expect(response.statusCode, `school ${id}`).toBe(200);
    return response.json<School>();
  };
  const similar = async (id: number) => {
    const response = await get(`/api/schools/${id}/similar`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SimilarResponse>().schools;
  };
  /** The fee a page shows: a kindergarten's lowest annual fee of its class for children aged 2 to 3. */
  const kgFee = (s: School) => {
    const fees = [s.additionalInfo.kgFees?.childCareHalfDay, s.additionalInfo.kgFees?.childCareWholeDay].filter((f) => typeof f === 'number');
    return fees.length ? Math.min(...fees) : null;
  };
  const links = (s: School) =>
    (['throughTrain', 'feeder', 'linked'] as const).filter(
      (kind) => s.additionalInfo[({ throughTrain: 'throughTrainSchool', feeder: 'feederSecondarySchool', linked: 'linkedSecondarySchool' } as const)[kind]],
    );
  /** Whether a reason is true of both records, read straight from them. */
  function holds({ fact, value }: SimilarMatch, a: School, b: School): boolean {
    const both = (read: (s: School) => unknown) => read(a) != null && read(a) === read(b) && read(a) === value;
    const bothHave = (read: (s: School) => readonly string[] | undefined) =>
      Array.isArray(value) && value.length > 0 && value.every((v) => (read(a) ?? []).includes(v) && (read(b) ?? []).includes(v));
    const info = (s: School) => s.additionalInfo;
    switch (fact) {
      case 'kgScheme': return a.financialType !== null && b.financialType !== null && (a.financialType === '有參加') === value && (b.financialType === '有參加') === value;
      case 'k1Vacancy': return both((s) => info(s).vacancy?.k1);
      case 'session': return bothHave((s) => s.sessions);
      case 'annualFee': return kgFee(a) !== null && kgFee(b) === value && Math.abs(kgFee(b)! - kgFee(a)!) <= kgFee(a)! * 0.2;
      case 'nonChineseSupport': return info(a).nonChineseSupportFunding != null && both((s) => info(s).nonChineseSupportFunding === 'Y');
      case 'noPenWriting': return both((s) => info(s).noPenWritingK1);
      case 'schoolNet': return both((s) => info(s).schoolNet);
      case 'schoolType': return both((s) => s.schoolType);
      case 'gender': return both((s) => s.gender);
      case 'religion': return both((s) => s.religiousAffiliation);
      case 'teachingLanguage': return both((s) => info(s).teachingLanguage);
      case 'secondaryLinks': return bothHave(links);
      case 'assessments': return both((s) => (info(s).assessments ? info(s).assessments!.testsP2to6! + info(s).assessments!.examsP2to6! : undefined));
      case 'servesNet': return bothHave((s) => info(s).servesNets);
      case 'dssFeeBand': {
        // The fee filter's bands: above min up to max (HK$ 0 its own band).
        const band = value as { min: number; max: number | null };
        const fee = (s: School) => (s.schoolType === '直資' ? info(s).fees?.tuitionMin : null);
        const inBand = (s: School) => fee(s) != null && (band.max === null ? fee(s)! > band.min : fee(s)! <= band.max && (fee(s)! > band.min || band.min === band.max));
        return inBand(a) && inBand(b);
      }
    }
  }

  /** The one school of this name and category. */
  const idOf = async (name: string, category: string) => {
    const found = (await get(`/api/schools?name=${encodeURIComponent(name)}`)).json<SearchResponse>().schools;
    const named = found.filter((s) => s.name === name && s.schoolCategory === category);
    expect(named, name).toHaveLength(1);
    return named[0]!.id;
  };
  /** The answer for a school, each hit with its own record, checked against the rules every answer keeps. */
  async function checked(own: School) {
    const hits = await similar(own.id);
    const others = await Promise.all(hits.map((hit) => school(hit.id)));
    expect(hits).toHaveLength(6);
    hits.forEach((hit, i) => {
      const other = others[i]!;
      expect(hit.id).not.toBe(own.id);
      expect(other.closed, `${hit.id} is closed`).toBeUndefined();
      expect(other.schoolCategory).toBe(own.schoolCategory);
      expect(hit).toMatchObject({ name: other.name, address: other.address, schoolType: other.schoolType });
      for (const match of hit.matches) expect(holds(match, own, other), `${hit.id} ${JSON.stringify(match)}`).toBe(true);
    });
    // Most facts shared first; among as many, a kindergarten with K1 places (有學位) first; then the nearest.
    const places = (other: School) => (own.schoolCategory === '幼稚園' && other.additionalInfo.vacancy?.k1 === 'Y' ? 0 : 1);
    for (let i = 1; i < hits.length; i += 1) {
      const [a, b] = [hits[i - 1]!, hits[i]!];
      const order = [a.matches.length - b.matches.length, places(others[i]!) - places(others[i - 1]!), b.distanceMeters! - a.distanceMeters!];
      expect(order.find((difference) => difference !== 0) ?? 0, `${a.id} before ${b.id}`).toBeGreaterThanOrEqual(0);
    }
    return { hits, others };
  }

  it('a kindergarten: places, scheme, sessions, fee within 20 %, support and pen writing shared, nearest first', async () => {
    // 仁濟醫院方江輝幼稚園, Sai Wan: in the scheme, K1 places, whole day, HK$ 51,000 a year (checked by hand in KGP and the
    // vacancy list): six kindergartens of the scheme with all six facts, within 4 km.
    const own = await school(await idOf('仁濟醫院方江輝幼稚園', '幼稚園'));
    const { hits } = await checked(own);
    expect(hits.every((hit) => hit.matches.length === 6)).toBe(true);
    expect(hits.map((hit) => hit.matches.map((m) => m.fact))[0]).toEqual(['kgScheme', 'k1Vacancy', 'session', 'annualFee', 'nonChineseSupport', 'noPenWriting']);
    expect(hits.at(-1)!.distanceMeters).toBeLessThan(5_000);
  });

  it('a primary school: its net, type, gender, religion, language, links and tests shared', async () => {
    // 仁濟醫院蔡衍濤小學, Tai Po: net 84, aided, co-educational, no religion (checked by hand in SCH_LOC and PSP).
    const own = await school(await idOf('仁濟醫院蔡衍濤小學', '小學'));
    const { hits } = await checked(own);
    for (const hit of hits) expect(hit.matches).toContainEqual({ fact: 'schoolNet', value: '84' });
  });

  it('a secondary school: DSS, boys, Christian and the DSS fee band shared, however far', async () => {
    // 拔萃男書院: DSS, boys, Anglican (基督教), HK$ 63,330 a year at least (EDB's DSS fee list); no SSPA net (DSS).
    const own = await school(await idOf('拔萃男書院', '中學'));
    const { hits } = await checked(own);
    for (const hit of hits) expect(hit.matches).toContainEqual({ fact: 'schoolType', value: '直資' });
    expect(hits.some((hit) => hit.matches.some((m) => m.fact === 'dssFeeBand'))).toBe(true);
  });

  it('a school whose facts are mostly unknown still gets the nearest schools of its category', async () => {
    // A branch the files list without a profile, a scheme status, a fee or a vacancy: its sessions are all it gives.
    const own = await school(await idOf('LES PETITS LASCARS FRENCH INTERNATIONAL PRESCHOOL (TSEUNG KWAN O)', '幼稚園'));
    expect([own.financialType, own.additionalInfo.profileSource, own.additionalInfo.vacancy ?? null]).toEqual([null, null, null]);
    const { hits } = await checked(own);
    for (const hit of hits) expect(hit.matches.map((m) => m.fact)).toEqual(['session']);
    expect(hits.at(-1)!.distanceMeters).toBeLessThan(1_500);
  });

  it('answers for a school closed since 2021/22 with open schools like it; 404 and 400 as for a school', async () => {
    const closed = (await get('/api/changes?change=closed')).json<ChangesResponse>().changes[0]!.school;
    const hits = await similar(closed.id);
    expect(hits).toHaveLength(6);
    for (const hit of hits) expect((await school(hit.id)).closed).toBeUndefined();
    expect((await get('/api/schools/99999/similar')).statusCode).toBe(404);
    const bad = await get('/api/schools/abc/similar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});
