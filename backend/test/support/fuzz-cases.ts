// Hostile inputs for every operation of the OpenAPI document: what an attacker or a broken client
// sends. Each case is one request; the fuzz suite checks that none answers 5xx.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: unknown;
  enum?: unknown[];
  allOf?: Schema[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  method: Method;
  path: string;
  key: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  bodyType: 'json' | 'multipart' | null;
  bodySchema: Schema | null;
}

export interface FuzzCase {
  label: string;
  url: string;
  // a JSON value (sent with JSON.stringify), raw JSON text, or multipart parts
  json?: unknown;
  rawJson?: string;
  multipart?: { fields: Record<string, string>; files: { field: string; name: string }[] };
}

const deep = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);
export const DEEP_ARRAY = deep(5000);
export const DEEP_OBJECT = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

// Already URL-encoded: NUL, beyond int4 and int8, negative, fractions, invalid UTF-8 (an encoded
// lone surrogate, an overlong NUL), a broken escape, words, very long values.
export const URL_VALUES = [
  '%00',
  'a%00b',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '%ED%A0%80',
  '%C0%80',
  '%',
  'x'.repeat(4000),
];

// JSON values for one body field: NUL, lone surrogates, integers beyond int4 and float range,
// wrong types, containers where scalars belong, very long and deeply nested values.
// The first ones are checked before any guard runs, so they matter even to callers a route refuses.
const UNCLEAN_VALUES: unknown[] = ['a\u0000b', '\ud800x', 'x\udc00', ['a\u0000b'], { '\u0000': 1 }];
export const JSON_VALUES: unknown[] = [
  ...UNCLEAN_VALUES,
  2147483648,
  -2147483649,
  1e20,
  -1,
  0,
  1.5,
  true,
  null,
  '',
  [],
  {},
  [2147483648],
  'x'.repeat(200_001),
];

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  let s = schema;
  while (s.$ref || s.allOf) s = s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s.allOf![0];
  return s;
}

let counter = 0;

// A plausible value, so that the one hostile field is what the server meets.
function sample(doc: OpenApiDocument, schema: Schema, name: string): unknown {
  const s = resolve(doc, schema);
  if (/email/i.test(name)) return `fuzz${++counter}@example.com`;
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return false;
  if (s.type === 'array') return [];
  if (s.type === 'object')
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(doc, v, k)]));
  return 'Fuzz text long enough to pass';
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    (Object.entries(ops) as [Method, OpenApiOperation][]).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const bodyType = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : null;
      return {
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required })),
        bodyType,
        bodySchema: bodyType
          ? resolve(doc, content[`${bodyType === 'json' ? 'application/json' : 'multipart/form-data'}`].schema)
          : null,
      } as Operation;
    }),
  );
}

function urlOf(op: Operation, path: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const base = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? '1');
  const required = Object.fromEntries(op.queryParams.filter((q) => q.required).map((q) => [q.name, 'x']));
  const pairs = Object.entries({ ...required, ...query }).map(([k, v]) => `${k}=${v}`);
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

// A plausible request: whether it is refused tells whether the caller may use the operation.
export function baseline(doc: OpenApiDocument, op: Operation): FuzzCase {
  return {
    label: 'baseline',
    url: urlOf(op),
    json: op.bodyType === 'json' ? sample(doc, op.bodySchema!, '') : undefined,
  };
}

// A body with the required fields only (plausible values), so that what an optional field holds
// decides the answer: beside a full body, a null could hide behind another field's value (a coupon's
// null percentOff beside an amountOff).
export function requiredOnly(doc: OpenApiDocument, op: Operation): Record<string, unknown> {
  const required = new Set(op.bodySchema?.required ?? []);
  const body = (baseline(doc, op).json ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([field]) => required.has(field)));
}

export interface NullCase {
  label: string;
  field: string;
  // the schema says null means something ("none", "clear it"); otherwise null must be refused
  nullable: boolean;
  url: string;
  json: Record<string, unknown>;
}

// null in each optional field of a JSON body, beside the required fields alone
export function nullCases(doc: OpenApiDocument, op: Operation): NullCase[] {
  if (op.bodyType !== 'json') return [];
  const required = new Set(op.bodySchema!.required ?? []);
  return Object.entries(op.bodySchema!.properties ?? {})
    .filter(([field]) => !required.has(field))
    .map(([field, schema]) => ({
      label: `${op.key} ${field}: null`,
      field,
      nullable: !!resolve(doc, schema).nullable || !!schema.nullable,
      url: urlOf(op),
      json: { ...requiredOnly(doc, op), [field]: null },
    }));
}

// `refused`: the caller may not use the operation, so only what is checked before access control
// (address, query, parsing, unclean strings) can matter; the rest would be refused unread.
export function fuzzCases(doc: OpenApiDocument, op: Operation, refused = false): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const baseBody = () => baseline(doc, op).json as Record<string, unknown> | undefined;
  for (const name of op.pathParams) {
    for (const v of URL_VALUES)
      cases.push({ label: `path ${name}=${v.slice(0, 20)}`, url: urlOf(op, { [name]: v }), json: baseBody() });
  }
  for (const { name } of op.queryParams) {
    for (const v of URL_VALUES)
      cases.push({ label: `query ${name}=${v.slice(0, 20)}`, url: urlOf(op, {}, { [name]: v }), json: baseBody() });
    cases.push({ label: `query ${name} twice`, url: `${urlOf(op, {}, { [name]: '1' })}&${name}=2` });
  }
  if (op.bodyType === 'json') {
    for (const field of Object.keys(op.bodySchema!.properties ?? {})) {
      (refused ? UNCLEAN_VALUES : JSON_VALUES).forEach((v, i) =>
        cases.push({ label: `body ${field} #${i}`, url: urlOf(op), json: { ...baseBody(), [field]: v } }),
      );
      if (!refused && !(op.bodySchema!.required ?? []).includes(field))
        cases.push({
          label: `body ${field} null alone`,
          url: urlOf(op),
          json: { ...requiredOnly(doc, op), [field]: null },
        });
      cases.push({
        label: `body ${field} deep`,
        url: urlOf(op),
        rawJson: JSON.stringify({ ...baseBody(), [field]: 0 }).replace(/0}$/, `${DEEP_ARRAY}}`),
      });
    }
  }
  if (op.bodyType === 'multipart') {
    const [file, ...fields] = Object.keys(op.bodySchema!.properties ?? {});
    for (const name of ['a\u0000b.pdf', '\ud800.png', `${'x'.repeat(3000)}.txt`]) {
      cases.push({
        label: `multipart file name`,
        url: urlOf(op),
        multipart: { fields: {}, files: [{ field: file, name }] },
      });
    }
    for (const f of fields) {
      cases.push({
        label: `multipart ${f} NUL`,
        url: urlOf(op),
        multipart: { fields: { [f]: 'a\u0000b' }, files: [{ field: file, name: 'a.txt' }] },
      });
    }
  }
  // whole bodies, sent to every operation: the parser runs before any route
  for (const [label, rawJson] of [
    ['deep array', DEEP_ARRAY],
    ['deep object', DEEP_OBJECT],
    ['NUL key', '{"\\u0000":"\\u0000"}'],
    ['lone surrogate', '{"a":"\\udfff"}'],
    ['array', '[1,2]'],
    ['string', '"x"'],
    ['number', '99999999999999999999'],
    ['null', 'null'],
  ]) {
    cases.push({ label: `whole body ${label}`, url: urlOf(op), rawJson });
  }
  return cases;
}
