import { XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { FORMULA_VERSION } from '../answers/calculations.ts';
import { checkAnswer } from '../answers/check.ts';
import { LatestDraw } from '../draws/latest-draw.ts';
import { type Endpoint, parseParams } from '../contract/params.ts';
import { unique } from '../contract/schemas/index.ts';
import { drawsFile, latestFile, resultsFile } from '../contract/paths.ts';
import { calendarFile, feedFile, historyFile } from '../contract/download-paths.ts';
import { chooseDraw } from '../answers/draw-choice.ts';
import { DrawIndex } from '../draws/draw-archive.ts';
import { addDays } from '../draws/thai-time.ts';
import { PUBLIC_PATHS } from '../answers/route.ts';
import { DEFAULT_LOTTERY, LOTTERIES, MESSAGES, PRIZE_SLUGS, calculationPrizes, lottery } from '../registry/index.ts';
import { API_VERSION, openapiDocument, openapiOutputs } from './openapi.ts';
import { downloadPaths } from './openapi-files.ts';
import { historyIndexOutputs } from '../publish/download-outputs.ts';
import { type Json, type JsonObject, isJsonObject } from './openapi-kit.ts';
import { formulaMarkdown } from './openapi-text.ts';
import { TEST_SITE, memoryContext, syntheticStore } from '../testing/contract-fixture.ts';
import { compileContract, validateOpenapiDocument } from '../testing/contract-check.ts';

const store = syntheticStore();
const context = memoryContext(store);
const doc = openapiDocument(context);
const emptyDoc = openapiDocument(memoryContext(new Map()));
const THAI = /[\u0E00-\u0E7F]/;
/** The JSON 404 examples of a path's GET. */
const examples404 = (d: JsonObject, path: string): Json | undefined =>
  at(d, 'paths', path, 'get', 'responses', '404', 'content', 'application/json', 'examples');

const at = (value: Json | undefined, ...keys: string[]): Json | undefined =>
  keys.reduce<Json | undefined>((v, k) => (isJsonObject(v) ? v[k] : Array.isArray(v) ? (v as Json[])[Number(k)] : undefined), value);

/** Every object in a JSON value with its JSON pointer. */
function* objects(value: Json, pointer = ''): Generator<[JsonObject, string]> {
  if (Array.isArray(value)) for (const [i, v] of (value as Json[]).entries()) yield* objects(v, `${pointer}/${i}`);
  else if (isJsonObject(value)) {
    yield [value, pointer];
    for (const [k, v] of Object.entries(value)) yield* objects(v, `${pointer}/${k}`);
  }
}

function resolve(document: JsonObject, ref: string): Json | undefined {
  return at(document, ...ref.replace(/^#\//, '').split('/'));
}

describe('openapi.json', () => {
  test.each([
    ['a tree with data', doc],
    ['a tree without any draw', emptyDoc],
  ])('is a valid OpenAPI 3.1.0 document, version 1.0.0, for %s', async (_name, document) => {
    expect(document['openapi']).toBe('3.1.0');
    expect(at(document, 'info', 'version')).toBe(API_VERSION);
    expect(await validateOpenapiDocument(document)).toEqual([]);
  });

  test('the OpenAPI validator rejects {} and a document whose response lacks a description', async () => {
    expect(await validateOpenapiDocument({})).not.toEqual([]);
    const broken = structuredClone(doc) as { paths: { '/results': { get: { responses: Record<string, unknown> } } } };
    broken.paths['/results'].get.responses['200'] = { content: {} };
    expect(await validateOpenapiDocument(broken)).not.toEqual([]);
  });

  test.each([
    ['an unresolved $ref', (d: any) => (d.paths['/results'].get.responses['500'] = { $ref: '#/components/responses/Nope' })],
    ['an invalid schema', (d: any) => (d.components.schemas.Draw.properties.status.enum = 'complete')],
    ['a misspelt schema keyword', (d: any) => (d.components.schemas.Draw.properties.status.tyep = 'string')],
    ['another interface version', (d: any) => (d.info.version = '2.0.0')],
  ])('the document check rejects %s', async (_name, breakIt) => {
    const broken = structuredClone(doc);
    breakIt(broken);
    expect(await validateOpenapiDocument(broken)).not.toEqual([]);
  });

  test('every $ref resolves inside the document', () => {
    const refs = [...objects(doc)].flatMap(([o]) => (typeof o['$ref'] === 'string' ? [o['$ref']] : []));
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  // The parameters are documented by openapi-paths.ts and accepted by params.ts: these hold what
  // the document says to what the parser does, so a value documented but refused (or a default
  // that is not the parser's) fails here.
  const param = (name: string) => at(doc, 'components', 'parameters', name, 'schema') as JsonObject;
  const accepts = (endpoint: Endpoint, query: Record<string, string>) => parseParams(endpoint, new URLSearchParams(query)).ok;
  const defaults = (endpoint: Endpoint) => {
    const parsed = parseParams(endpoint, new URLSearchParams(endpoint === 'check' ? 'number=12' : ''));
    if (!parsed.ok) throw new Error(`${endpoint} refuses a request without parameters`);
    return parsed.params as unknown as Record<string, unknown>;
  };

  test.each([
    ['lottery', 'results', ['nope', 'THAI-GOVERNMENT', 'thai-government ', '']],
    ['lang', 'results', ['xx', 'EN', 'th-TH', '']],
    ['window', 'calculations', ['7', 'ALL', '030', '']],
  ] as const)('the %s parameter documents exactly the values the parser accepts, and its default', (name, endpoint, refused) => {
    const values = param(name)['enum'] as string[];
    expect(values.length).toBeGreaterThan(1);
    for (const value of values) expect(accepts(endpoint, { [name]: value }), value).toBe(true);
    for (const value of refused) expect(accepts(endpoint, { [name]: value }), value).toBe(false);
    expect(defaults(endpoint)[name]).toBe(param(name)['default']);
  });

  test('the limit parameter documents the range the parser accepts, and its default', () => {
    const { minimum, maximum } = param('limit') as { minimum: number; maximum: number };
    for (const limit of [minimum, maximum]) expect(accepts('results', { limit: String(limit) }), String(limit)).toBe(true);
    for (const limit of [minimum - 1, maximum + 1]) expect(accepts('results', { limit: String(limit) }), String(limit)).toBe(false);
    expect(defaults('results')['limit']).toBe(param('limit')['default']);
  });

  test('the prize parameter documents the slugs some lottery accepts, and no other', () => {
    const documented = param('prize')['enum'] as string[];
    const acceptedBySome = (slug: string) => LOTTERIES.some((d) => accepts('calculations', { lottery: d.id, prize: slug }));
    expect(PRIZE_SLUGS.filter(acceptedBySome)).toEqual(documented);
    expect(at(doc, 'components', 'parameters', 'number', 'required')).toBe(true);
    expect(accepts('check', {})).toBe(false);
  });

  test('the answers schemas name the same lotteries, languages and windows as the parameters', () => {
    // Answers echo the request's lottery and window (C4, C6.3): the two lists come from different
    // modules (openapi-paths.ts and contract/schemas/) and must not drift apart.
    expect(at(doc, 'components', 'schemas', 'LotteryId', 'enum')).toEqual(param('lottery')['enum']);
    expect(at(doc, 'components', 'schemas', 'Lang', 'enum')).toEqual(param('lang')['enum']);
    expect(at(doc, 'components', 'schemas', 'Window', 'enum')).toEqual(param('window')['enum']);
    const answered = unique(LOTTERIES.flatMap((d) => d.eras.flatMap((e) => e.prizes.map((p) => p.slug))));
    expect([...(at(doc, 'components', 'schemas', 'PrizeSlug', 'enum') as string[])].sort()).toEqual(answered);
  });

  test.each(LOTTERIES.map((d) => [d.id, calculationPrizes(d).map((p) => p.slug)] as const))(
    'the prize parameter lists the slugs of %s',
    (id, slugs) => {
      const description = at(doc, 'components', 'parameters', 'prize', 'description') as string;
      const line = description.split('\n').find((l) => l.includes(`\`${id}\``));
      expect(line).toBeDefined();
      expect(line?.split(': ')[1]).toBe(slugs.map((s) => `\`${s}\``).join(', '));
    },
  );

  const STATUSES: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['/results', ['200', '304', '400', '404', '429', '500']],
    ['/check', ['200', '400', '404', '429', '500']],
    ['/stats', ['200', '304', '400', '404', '429', '500']],
    ['/calculations', ['200', '304', '400', '404', '429', '500']],
    ['/openapi.json', ['200', '304', '500']],
    ['/readme.md', ['200', '304', '500']],
    // The download files of C9.2 and C9.3 answer the other methods as these do (C3.2).
    ['/feeds/{lottery}.atom', ['200', '304', '404', '500']],
    ['/feeds/{lang}/{lottery}.json', ['200', '304', '404', '500']],
    ['/calendar/{lottery}.ics', ['200', '304', '404', '500']],
    ['/history/{lottery}.csv', ['200', '304', '404', '500']],
    ['/history/index.json', ['200', '304', '500']],
  ];
  test.each(STATUSES)('%s answers GET and HEAD with the statuses of SPEC and C3, OPTIONS 204 and other methods 405', (path, statuses) => {
    expect(Object.keys(at(doc, 'paths', path, 'get', 'responses') as JsonObject)).toEqual(statuses);
    expect(Object.keys(at(doc, 'paths', path, 'head', 'responses') as JsonObject)).toEqual(statuses);
    expect(Object.keys(at(doc, 'paths', path, 'options', 'responses') as JsonObject)).toEqual(['204']);
    for (const method of ['post', 'put', 'patch', 'delete']) {
      expect(Object.keys(at(doc, 'paths', path, method, 'responses') as JsonObject)).toEqual(['405']);
    }
  });

  test('documents exactly the public paths of SPEC, with unique operation ids', () => {
    // SPEC's paths, then the download files of C9.2 and C9.3 (GET, HEAD and OPTIONS named on each).
    const downloads = Object.keys(downloadPaths(context));
    expect(Object.keys(doc['paths'] as JsonObject)).toEqual([...PUBLIC_PATHS, ...downloads]);
    const ids = [...objects(doc['paths'] as JsonObject)].flatMap(([o]) => (typeof o['operationId'] === 'string' ? [o['operationId']] : []));
    expect(ids).toHaveLength((PUBLIC_PATHS.length + downloads.length) * 3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every response body has a schema under components.schemas, and every response the CORS headers', () => {
    for (const [path] of STATUSES) {
      for (const [status, raw] of Object.entries(at(doc, 'paths', path, 'get', 'responses') as JsonObject)) {
        const response = isJsonObject(raw) && typeof raw['$ref'] === 'string' ? resolve(doc, raw['$ref']) : raw;
        expect(at(response, 'headers', 'Access-Control-Allow-Origin'), `${path} ${status}`).toBeDefined();
        if (status === '304') continue;
        const content = at(response, 'content') as JsonObject;
        for (const media of Object.values(content)) {
          // Text downloads too (Atom, iCalendar, CSV: AtomFeed, Calendar, HistoryCsv), C7.
          const ref = at(media, 'schema', '$ref') as string;
          expect(ref, `${path} ${status}`).toMatch(/^#\/components\/schemas\//);
          expect(resolve(doc, ref)).toBeDefined();
        }
      }
    }
  });

  test('429 requires Retry-After; static 200s carry ETag; /check is never cached', () => {
    for (const path of ['/results', '/check', '/stats', '/calculations']) {
      expect(at(doc, 'paths', path, 'get', 'responses', '429', 'headers', 'Retry-After')).toEqual({
        $ref: '#/components/headers/RetryAfter',
      });
    }
    expect(at(doc, 'components', 'headers', 'RetryAfter', 'required')).toBe(true);
    expect(at(doc, 'paths', '/results', 'get', 'responses', '200', 'headers', 'ETag')).toBeDefined();
    expect(at(doc, 'paths', '/check', 'get', 'responses', '200', 'headers', 'ETag')).toBeUndefined();
    expect(at(doc, 'paths', '/check', 'get', 'responses', '200', 'headers', 'Cache-Control')).toEqual({
      $ref: '#/components/headers/CacheControlNone',
    });
  });

  test('every object schema is strict: additionalProperties false and only known keys required', () => {
    const schemas = at(doc, 'components', 'schemas') as JsonObject;
    let strict = 0;
    for (const [o, pointer] of objects(schemas)) {
      if (!isJsonObject(o['properties']) || pointer.includes('/then') || pointer.includes('/else') || pointer.includes('/if')) continue;
      if (pointer === '/OpenApiDocument' || pointer.startsWith('/OpenApiDocument/')) continue;
      strict += 1;
      expect(o['additionalProperties'], pointer).toBe(false);
      const keys = Object.keys(o['properties']);
      for (const key of (o['required'] ?? []) as string[]) expect(keys, pointer).toContain(key);
    }
    expect(strict).toBeGreaterThan(30);
    expect(at(schemas, 'Draw', 'required')).not.toContain('publishedAtText');
    expect(at(schemas, 'CalculationLottery', 'oneOf')).toHaveLength(2);
    expect(at(schemas, 'CalculationsResponse', 'properties', 'formulaVersion', 'const')).toBe(FORMULA_VERSION);
  });

  test('is written in Thai: titles, summaries and parameter descriptions', () => {
    expect(at(doc, 'info', 'title')).toMatch(THAI);
    for (const [o, pointer] of objects(doc['paths'] as JsonObject)) {
      if (typeof o['summary'] === 'string' && !pointer.includes('/examples/')) expect(o['summary'], pointer).toMatch(THAI);
    }
    for (const p of Object.values(at(doc, 'components', 'parameters') as JsonObject)) expect(at(p, 'description')).toMatch(THAI);
  });

  test('writes out the formula and the usage terms', () => {
    const description = at(doc, 'paths', '/calculations', 'get', 'description') as string;
    for (const line of formulaMarkdown()) expect(description).toContain(line);
    expect(description).toContain(`สูตรคะแนนเวอร์ชัน ${FORMULA_VERSION}`);
    expect(at(doc, 'info', 'description')).toContain(MESSAGES['terms.usage'].th);
    expect(at(doc, 'info', 'description')).toContain(TEST_SITE.baseUrl);
  });

  test('C7: every answer of the download files has an example from the tree: the start of the published file, and the 404s', () => {
    const id = 'thai-government';
    const files: Record<string, string> = {
      '/feeds/{lottery}.atom': feedFile(id, 'th', 'atom'),
      '/feeds/{lang}/{lottery}.atom': feedFile(id, 'en', 'atom'),
      '/feeds/{lottery}.json': feedFile(id, 'th', 'json'),
      '/feeds/{lang}/{lottery}.json': feedFile(id, 'en', 'json'),
      '/calendar/{lottery}.ics': calendarFile(id, 'th'),
      '/calendar/{lang}/{lottery}.ics': calendarFile(id, 'en'),
      '/history/{lottery}.json': historyFile(id, 'json'),
      '/history/{lottery}.csv': historyFile(id, 'csv'),
    };
    expect(Object.keys(files)).toEqual(Object.keys(downloadPaths(context)).filter((p) => p !== '/history/index.json'));
    for (const [path, file] of Object.entries(files)) {
      const content = at(doc, 'paths', path, 'get', 'responses', '200', 'content') as JsonObject;
      const [type, media] = Object.entries(content)[0] as [string, Json];
      const example = at(media, 'examples', 'excerpt');
      expect(at(example, 'summary'), path).toBe(`ส่วนต้นของ /${file}`);
      const value = at(example, 'value');
      const published = context.read(file) as string;
      if (type.endsWith('json')) {
        // The file's own JSON with its list of draws cut to the first two, every other field as published.
        const whole = JSON.parse(published) as JsonObject;
        const key = 'items' in whole ? 'items' : 'draws';
        expect(value, path).toEqual({ ...whole, [key]: (whole[key] as Json[]).slice(0, 2) });
        continue;
      }
      const text = value as string;
      if (type === 'text/csv') expect(published.startsWith(text), path).toBe(true);
      else {
        // Atom and iCalendar: the file up to its first entry or event, then closed; still a valid document.
        const [cut, close] = type === 'text/calendar' ? ['END:VEVENT\r\n', 'END:VCALENDAR\r\n'] : ['</entry>', '\n</feed>\n'];
        expect(text.endsWith(close), path).toBe(true);
        expect(published.startsWith(text.slice(0, -close.length)), path).toBe(true);
        expect(text.split(cut).length, path).toBe(2);
        if (type === 'text/calendar') expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(1);
        else expect(XMLValidator.validate(text), path).toBe(true);
      }
      if (type === 'text/csv') expect(text.split('\r\n')).toHaveLength(4);
    }
    // The index, cut to the example lottery's entry: the published file's entry for it.
    const index = at(doc, 'paths', '/history/index.json', 'get', 'responses', '200', 'content', 'application/json', 'examples', 'excerpt');
    const published = JSON.parse(historyIndexOutputs(context)[0]?.render() as string) as { lotteries: JsonObject[] };
    expect(at(index, 'value')).toEqual({ lotteries: published.lotteries.filter((l) => l['lottery'] === id) });
    // The 404s: an unknown lottery, one without data, and an unknown language folder where there is one.
    for (const path of Object.keys(files)) {
      const names = Object.keys(examples404(doc, path) as JsonObject);
      expect(names, path).toEqual(['unknown-lottery', 'no-data', ...(path.includes('{lang}') ? ['unknown-lang'] : [])]);
    }
    const noLang = at(examples404(doc, '/feeds/{lang}/{lottery}.atom'), 'unknown-lang');
    expect(at(noLang, 'summary')).toBe(`/${feedFile(id, 'xx' as never, 'atom')}`);
    expect(at(noLang, 'value', 'error')).toMatch(/xx/);
  });

  test('every example validates against the schema of its response', () => {
    const contract = compileContract(doc);
    let checked = 0;
    for (const [o, pointer] of objects(doc['paths'] as JsonObject)) {
      const ref = at(o, 'schema', '$ref');
      if (typeof ref !== 'string' || !isJsonObject(o['examples'])) continue;
      for (const [name, example] of Object.entries(o['examples'])) {
        checked += 1;
        expect(contract.check(ref.split('/').pop() as never, at(example, 'value')), `${pointer} ${name}`).toEqual([]);
      }
    }
    for (const [name, response] of Object.entries(at(doc, 'components', 'responses') as JsonObject)) {
      const examples = at(response, 'content', 'application/json', 'examples');
      if (isJsonObject(examples))
        for (const e of Object.values(examples)) expect(contract.check('ErrorResponse', at(e, 'value')), name).toEqual([]);
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('examples are the real answers of the tree: the results file and checkAnswer on the latest-draw file', () => {
    const results = at(doc, 'paths', '/results', 'get', 'responses', '200', 'content', 'application/json', 'examples', 'latest', 'value');
    expect(results).toEqual(JSON.parse(context.read(resultsFile(DEFAULT_LOTTERY, 1, 'th')) as string));
    const latest = LatestDraw.parse(JSON.parse(context.read(latestFile(DEFAULT_LOTTERY)) as string));
    const check = at(doc, 'paths', '/check', 'get', 'responses', '200', 'content', 'application/json', 'examples');
    for (const name of ['winner', 'loser']) {
      const value = at(check, name, 'value');
      const number = at(value, 'data', 'number') as string;
      const expected = checkAnswer(
        lottery(DEFAULT_LOTTERY),
        latest,
        { endpoint: 'check', lang: 'th', lottery: DEFAULT_LOTTERY, number },
        TEST_SITE,
      );
      expect(value).toEqual(JSON.parse(JSON.stringify(expected.body)));
      expect(at(value, 'data', 'isWinner')).toBe(name === 'winner');
    }
  });

  test('the no-draw example is the 404 a dated check answers on the day after the newest draw, read from the whole archive', () => {
    for (const endpoint of ['/check', '/check-many']) {
      const example = at(doc, 'paths', endpoint, 'get', 'responses', '404', 'content', 'application/json', 'examples', 'no-draw-on-date');
      const date = new URLSearchParams(at(example, 'summary') as string).get('date') as string;
      const archive = DrawIndex.fromJson(JSON.parse(context.read(drawsFile(DEFAULT_LOTTERY)) as string), DEFAULT_LOTTERY);
      expect(date).toBe(addDays(archive.dates.at(-1) as string, 1));
      const live = chooseDraw(lottery(DEFAULT_LOTTERY), 'th', date, date, archive);
      expect(live.ok).toBe(false);
      if (!live.ok) expect(at(example, 'value')).toEqual(JSON.parse(JSON.stringify(live.answer.body)));
    }
  });

  test("every 404 example's request is valid, so that its answer is that 404 and not a 400", () => {
    const paths = at(doc, 'paths');
    if (!isJsonObject(paths)) throw new Error('paths');
    let seen = 0;
    for (const [path, item] of Object.entries(paths)) {
      const examples = at(item, 'get', 'responses', '404', 'content', 'application/json', 'examples');
      if (!isJsonObject(examples) || !PUBLIC_PATHS.includes(path)) continue;
      for (const [name, example] of Object.entries(examples)) {
        const query = new URLSearchParams(at(example, 'summary') as string);
        const parsed = parseParams(path.slice(1) as Endpoint, query);
        expect(parsed.ok, `${path} ${name}: ${query}`).toBe(true);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThanOrEqual(7);
  });

  test('takes examples from the first lottery with data when thai-government has none', () => {
    const only = new Map([...store].filter(([id]) => id === 'lao-patuxay'));
    const other = openapiDocument(memoryContext(only));
    const value = at(other, 'paths', '/results', 'get', 'responses', '200', 'content', 'application/json', 'examples', 'latest', 'value');
    expect(at(value, 'data', '0', 'lottery')).toBe('lao-patuxay');
  });

  test('without any draw it has no 200 examples, and its 404 example is a published no-data document', () => {
    expect(at(emptyDoc, 'paths', '/results', 'get', 'responses', '200', 'content', 'application/json', 'examples')).toBeUndefined();
    const noData = at(examples404(emptyDoc, '/stats'), 'no-data', 'value');
    expect(at(noData, 'success')).toBe(false);
    expect(at(noData, 'error')).toContain(DEFAULT_LOTTERY);
  });

  test('is deterministic: the same tree gives the same bytes', () => {
    const render = () => openapiOutputs(memoryContext(store)).map((o) => o.render());
    expect(render()).toEqual(render());
  });
});
