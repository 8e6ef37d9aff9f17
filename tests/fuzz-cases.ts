// Hostile requests for tests/fuzz.test.ts, from a seeded generator (FUZZ_SEED repeats a run): every route
// with every method, then random mixes of odd paths, parameters, values and headers.
export interface FuzzRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast, seeded. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const e = encodeURIComponent;
export const ROUTES = ['/api/schools', '/api/schools/ID', '/api/map-points', '/api/counts', '/api/stats', '/api/health', '/api/places', '/api/changes', '/api/datasets',
  '/api/nets', '/api/address', '/api/openapi.json', '/', '/schools', '/schools/ID', '/map', '/compare', '/assets/app-1.js', '/index.html',
  '/feeds/schools/ID.xml', '/feeds/changes.xml', '/api/push/key', '/api/follows', '/api/follows/ID'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'];
const ODD_PATHS = ['/../../etc/passwd', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../src/server/app.ts',
  '/api/../package.json', '//etc/passwd', '/assets/%2e%2e%5c%2e%2e%5cpackage.json', '/api/schools/..%2f..%2fpackage.json', '/.env',
  '/.git/config', '/node_modules/fastify/package.json', '/api/%00', '/%F0%9F%98%80', '/api/schools/%E4%B8', `/api/schools/${'9'.repeat(200)}`,
  `/api/${'a'.repeat(9000)}`, '/api/schools;x=1', '/api/schools/1.json', '/api/schools/-1', '/api/schools/0x1', '/API/SCHOOLS',
  '/api/schools/', '/api//schools', '/api/schools/%', '/assets/', '/assets/%00.js', '/src/server/app.ts', '/package.json', '/%5c..%5c..%5cwin.ini'];
const PARAMS = ['name', 'district', 'schoolCategory', 'schoolType', 'religiousAffiliation', 'gender', 'maxFee', 'k1Vacancy', 'kgScheme',
  'noPenWriting', 'session', 'schoolNet', 'secondaryLink', 'teachingLanguage', 'secondaryTeachingLanguage', 'maxAssessments', 'servesNet', 'throughTrainPrimary', 'near',
  'radius', 'sort', 'page', 'limit', 'q', 'x', '__proto__', 'constructor[prototype][x]', 'toString', 'page[]', '%E4%B8', ''];
const VALUES = ['', 'all', '%', '%G1', '%E4%B8', '%C0%AF', '%00', '%FF%FE', '%ED%A0%80', 'x'.repeat(101), e('長'.repeat(700)), '1e308', '-0',
  'NaN', 'Infinity', '0x10', '%201', e('١٢'), '99999999999999999999', '22.3,114.1', '91,181', '22.3370,114.1760,1', e('😀'), '%E2%80%AE',
  'a%0d%0aSet-Cookie:%20x=1', e('<script>alert(1)</script>'), e("' OR 1=1 --"), '..%2f..%2fetc%2fpasswd', 'true', '[]', e('{}'), e('沙田區,,,'),
  e('小學'), e('聖保羅'), '22.3370,114.1760', '%EF%BC%91', e('\u0000\u202e\u200b'), e('ＣＨＯＩ'), '1,2,3,4,5,6,7,8,9,10', e(' '.repeat(50))];
const HEADERS: Record<string, string>[] = [{}, {}, { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=1e9' }, { 'if-none-match': '"'.repeat(100) },
  { 'if-none-match': '*' }, { 'x-forwarded-for': 'not-an-ip, ::1, 999.1.1.1' }, { 'x-forwarded-proto': 'javascript' }, { range: 'bytes=0-1,5-' },
  { accept: '*/*;q=x' }, { 'accept-language': 'zh'.repeat(1000) }, { origin: 'https://evil.example' }, { host: 'evil.example' },
  { 'content-type': 'application/json' }, { 'if-modified-since': 'yesterday' }, { 'accept-encoding': 'identity;q=0, *;q=0' }];
const BODIES = [undefined, '{"a":', 'x'.repeat(20_000), '{"__proto__":{"x":1}}'];

export function fuzzRequests(count: number, seed: number, schoolId: number): FuzzRequest[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const withId = (url: string) => url.replace('ID', String(schoolId));
  const requests: FuzzRequest[] = ROUTES.flatMap((route) => METHODS.map((method) => ({ method, url: withId(route) })));
  while (requests.length < count) {
    const path = next() < 0.25 ? pick(ODD_PATHS) : withId(pick(ROUTES));
    const query = Array.from({ length: Math.floor(next() * 4) }, () => `${pick(PARAMS)}=${pick(VALUES)}`).join('&');
    const method = next() < 0.8 ? 'GET' : pick(METHODS);
    const body = method === 'GET' || method === 'HEAD' ? undefined : pick(BODIES);
    requests.push({ method, url: query ? `${path}?${query}` : path, headers: pick(HEADERS), body });
  }
  return requests;
}
