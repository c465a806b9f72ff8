// Malformed requests for one OpenAPI operation, generated with fast-check. Every request carries at least one
// flaw that the server must refuse (bad auth, a body or parameter outside its schema, broken framing, an
// unknown resource), so none of them may change anything; noise (junk query keys and headers) rides along.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { idempotencyKeySchema } from '@kaamsetu/contract';
import { JSON_BODY_LIMIT_BYTES } from '../../src/app.js';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  /** The JSON body schema, when the operation documents one. */
  body: JsonSchema | undefined;
  /** Reads a multipart form: no JSON body documented, but a 415 answer is (the photo forms). */
  multipart: boolean;
  /** Methods the document offers on this path (this one included). */
  offered: string[];
  /** Staff endpoints take staff tokens, the rest take people's tokens. */
  portal: 'staff' | 'people';
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
}

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body,
        multipart: body === undefined && '415' in operation.responses,
        offered: Object.keys(methods).map((name) => name.toUpperCase()),
        portal: path.startsWith('/api/staff/') ? 'staff' : 'people',
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

export type Role = 'Labourer' | 'Employer' | 'Employee' | 'Admin';
export type Identity = Role | 'none' | 'garbage';

export interface MalformedRequest {
  /** What is wrong with it; `none` for the few operations with no input to get wrong. */
  flaw: string;
  /** False only for reads that may answer a question about nothing (an unknown id) and for `none`. */
  mustRefuse: boolean;
  identity: Identity;
  method: Operation['method'];
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string | Buffer;
}

export interface Tokens {
  byRole: Record<Role, string>;
  /** A person's id and a staff member's id, for forged tokens that name real accounts. */
  personId: string;
  staffId: string;
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks

/** Characters that trimming never removes, so "too long" stays too long after a schema's .trim(). */
const solidChar = fc.oneof(
  fc.constantFrom(...'abcxyzABCXYZ0189_-.@/\\\'"<>{}[]%&=+;:!?$#*~|^`'),
  fc.constantFrom('क', 'ख़', 'ம', 'ಅ', 'é', 'ß', '中', '😀', '👨‍👩‍👧', '\u0301', '\u202e', '\ufffd', '\u0000', '\u001f'),
);
const solidString = (minLength: number, maxLength: number) => fc.string({ unit: solidChar, minLength, maxLength });
const letters = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghkmnpqrstuvwxyz'), minLength, maxLength });
/** Anything at all, including whitespace, control characters and lone surrogates. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), solidString(0, 40));
/** Latin-1 text only: what an HTTP header can carry. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

function jsonTypes(schema: JsonSchema): Set<string> | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const all = new Set<string>();
    for (const alternative of alternatives) {
      const types = jsonTypes(alternative);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    if (schema.nullable) all.add('null');
    return all;
  }
  if (schema.type === undefined) return undefined;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.nullable) types.add('null');
  return types;
}

const valuesByType: Record<string, fc.Arbitrary<unknown>> = {
  string: anyText,
  integer: fc.integer(),
  fraction: fc.constantFrom(0.5, 1.5, -2.25, 1e-7, 123456.789),
  bigNumber: fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 1e21),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  object: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  deep: fc.integer({ min: 1_000, max: 10_000 }).map((depth) => new Deep(depth)),
};

/**
 * Arrays and objects nested thousands of levels deep. Kept as text: JSON.stringify (and anything else that
 * recurses) overflows the stack at a few thousand levels, while the server's JSON.parse does not.
 */
class Deep {
  constructor(
    readonly depth: number,
    readonly innermost = '"bottom"',
  ) {}

  text(): string {
    const opens: string[] = [];
    for (let level = 0; level < this.depth; level += 1) opens.push(level % 2 === 0 ? '[' : '{"a":');
    const closes = opens.map((open) => (open === '[' ? ']' : '}')).reverse();
    return opens.join('') + this.innermost + closes.join('');
  }
}

/** JSON text of a generated value; Deep values are written out without recursion. */
function toJsonText(value: unknown): string {
  if (value instanceof Deep) return value.text();
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Values of a JSON type the schema does not accept. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const types = jsonTypes(schema);
  if (!types) return undefined;
  const numeric = types.has('number') || types.has('integer');
  const candidates = Object.entries(valuesByType)
    .filter(([type]) => {
      if (type === 'integer' || type === 'bigNumber') return !numeric;
      if (type === 'fraction') return !types.has('number');
      if (type === 'deep') return !types.has('array') && !types.has('object');
      return !types.has(type);
    })
    .map(([, arbitrary]) => arbitrary);
  return candidates.length > 0 ? fc.oneof(...candidates) : undefined;
}

function matches(pattern: string, value: string): boolean {
  const regex = new RegExp(pattern, 'u');
  return regex.test(value) || regex.test(value.trim());
}

/** Strings a string schema refuses, or undefined when it accepts every string. */
function badString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const options: fc.Arbitrary<string>[] = [];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(
      solidString(max + 1, max + 40),
      // Long enough to matter, short enough for a URL (Node refuses request heads over 16 KB).
      fc.integer({ min: max + 1, max: max + 1_500 }).map((length) => 'ल'.repeat(length)),
    );
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    options.push(solidString(0, schema.minLength - 1));
  }
  if (schema.enum) {
    const allowed = schema.enum.map(String);
    options.push(
      fc
        .oneof(anyText, ...allowed.map((value) => fc.constantFrom(value.toUpperCase(), `${value}x`, ` ${value}-`)))
        .filter((value) => !allowed.includes(value) && !allowed.includes(value.trim())),
    );
  }
  if (schema.pattern) {
    const pattern = schema.pattern;
    options.push(
      fc
        .oneof(anyText, fc.constantFrom('2026-02-30', '2026-13-01', '12345', '1234567', 'abcdef', '0000-00-00'))
        .filter((value) => !matches(pattern, value)),
    );
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

function badNumber(schema: JsonSchema): fc.Arbitrary<number> | undefined {
  const options: fc.Arbitrary<number>[] = [];
  if (schema.minimum !== undefined) {
    const below = schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1;
    // fast-check's integers are whole and 32-bit: a bound that is not is refused as itself.
    options.push(
      below >= -1_000_000_000 && Number.isInteger(below)
        ? fc.integer({ min: -1_000_000_000, max: below })
        : fc.constant(below),
    );
  }
  if (schema.maximum !== undefined) {
    const above = schema.exclusiveMaximum === true ? schema.maximum : schema.maximum + 1;
    options.push(
      above + 1_000_000 <= 0x7fffffff && Number.isInteger(above)
        ? fc.integer({ min: above, max: above + 1_000_000 })
        : fc.constant(above),
      fc.constant(Number.MAX_SAFE_INTEGER * 8),
    );
  }
  if (schema.type === 'integer') options.push(valuesByType.fraction as fc.Arbitrary<number>);
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** Any value the schema refuses, or undefined when it cannot be told what to refuse. */
function violation(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const options: fc.Arbitrary<unknown>[] = [];
  const typeMismatch = wrongType(schema);
  if (typeMismatch) options.push(typeMismatch);
  if (!schema.anyOf && !schema.oneOf) {
    if (schema.type === 'string') {
      const bad = badString(schema);
      if (bad) options.push(bad);
    }
    if (schema.type === 'integer' || schema.type === 'number') {
      const bad = badNumber(schema);
      if (bad) options.push(bad);
    }
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** A value the schema accepts (used beside another flaw, so the request gets as far as it can). */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternative = (schema.anyOf ?? schema.oneOf)?.[0];
  if (alternative) return validValue(alternative);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum === undefined ? 1 : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = schema.maximum === undefined ? min + 1000 : Math.min(schema.maximum, min + 1_000_000);
      // A number may have fractional bounds (a latitude within India's); an integer has whole ones.
      return schema.type === 'number'
        ? fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
        : fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'object':
      return validObject(schema);
    case 'string':
      return fc.oneof(
        letters(Math.max(schema.minLength ?? 0, 1), Math.min(schema.maxLength ?? 30, 30)),
        hostileText(schema.minLength ?? 0, schema.maxLength ?? 200),
      );
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, validValue(sub)]));
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}

/** Text a schema accepts but a careless query or template would not: SQL, LIKE and tsquery syntax, markup. */
function hostileText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(
        "'; drop table users; --",
        "' or '1'='1",
        '%',
        '_',
        '\\',
        '%_%\\',
        'a & b | !c',
        'carpenter:* <-> (plumber',
        '!!',
        '"',
        '$1',
        '${7*7}{{7*7}}',
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '\u202eevil',
        '👨‍👩‍👧 बढ़ई தச்சர்',
        '9876543210',
        '+91 98765 43210',
        '1e309',
        '-0',
        'NaN',
        'null',
        'undefined',
        '[object Object]',
      ),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    )
    .map((text) => text.replaceAll('\u0000', ''))
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

/** A string with a NUL character somewhere in it: no field accepts one. */
const withNul = fc.tuple(letters(0, 8), letters(0, 8)).map(([before, after]) => `${before}\u0000${after}`);

// ---------------------------------------------------------------------------------------------------------
// Flaws: each yields the parts of a request that make it invalid; the rest is filled in by `complete`.

interface Draft {
  flaw: string;
  tolerated?: boolean;
  method?: Operation['method'];
  identity?: Identity;
  authorization?: string;
  path?: Record<string, string>;
  query?: [string, string][];
  omitQuery?: string;
  headers?: Record<string, string | string[]>;
  body?: { contentType: string | undefined; payload: string | Buffer };
}

function authFlaws(op: Operation, tokens: Tokens): fc.Arbitrary<Draft>[] {
  if (!op.secured) return [];
  const real = tokens.byRole.Labourer;
  const [head = '', payload = '', signature = ''] = real.split('.');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forgedClaims = fc.constantFrom(
    { sub: tokens.staffId, role: 'Admin', kind: 'staff', ver: 0 },
    { sub: tokens.personId, role: 'Employer', kind: 'user', ver: 0 },
    { sub: "' or 1=1 --", role: 'Admin', kind: 'staff', ver: 0 },
  );
  const garbage = fc.oneof(
    headerText(200),
    headerText(60).map((text) => `Bearer ${text}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer  ',
      'Basic YWRtaW46YWRtaW4=',
      'Token abc',
      'Bearer null',
      'Bearer a.b.c',
    ),
    fc.integer({ min: 8_000, max: 12_000 }).map((length) => `Bearer ${'a'.repeat(length)}`),
    forgedClaims.map((claims) => `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`),
    forgedClaims.map((claims) => `Bearer ${head}.${b64(claims)}.${signature}`),
    // Not the last character: its low bits are padding, so some flips there leave the signature as it was.
    fc.nat(signature.length - 2).map((at) => {
      const flipped = signature[at] === 'A' ? 'B' : 'A';
      return `Bearer ${head}.${payload}.${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`;
    }),
    fc.constant(`Bearer ${real}${real}`),
  );
  const otherPortal: Role[] = op.portal === 'staff' ? ['Labourer', 'Employer'] : ['Employee', 'Admin'];
  return [
    fc.constant<Draft>({ flaw: 'auth: no token', identity: 'none' }),
    garbage.map((authorization): Draft => ({ flaw: 'auth: garbage token', identity: 'garbage', authorization })),
    fc.constantFrom(...otherPortal).map((identity): Draft => ({ flaw: 'auth: other portal', identity })),
  ];
}

function pathFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  const params = op.parameters.filter((param) => param.in === 'path');
  return params.flatMap((param) => {
    const schema = param.schema;
    const raw = fc.constantFrom(
      '..',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      'x%00y',
      '%',
      '%zz',
      '%2e%2e',
      '%E0%A4',
      '%C0%AE',
    );
    const encoded = (arbitrary: fc.Arbitrary<string>) => arbitrary.map(encodeURIComponent);
    const options: fc.Arbitrary<string>[] = [];
    if (schema.type === 'integer') {
      // Text that never reads as a number, and numbers out of range.
      options.push(
        raw,
        encoded(anyText.map((text) => `z${text}`)),
        encoded(
          (badNumber(schema) as fc.Arbitrary<number>).map((value) =>
            Number.isSafeInteger(value) ? String(value) : value.toFixed(2),
          ),
        ),
        fc.integer({ min: 400, max: 10_240 }).map((length) => '9'.repeat(length)),
      );
    } else if (schema.pattern) {
      const pattern = schema.pattern;
      options.push(
        raw,
        encoded(anyText.filter((text) => !matches(pattern, text))),
        fc.integer({ min: 1_000, max: 10_240 }).map((length) => 'a'.repeat(length)),
        fc.uuid({ version: 4 }).map((uuid) => `${uuid.replaceAll('-', '')}`),
        fc.uuid({ version: 4 }).map((uuid) => `${uuid}%00`),
      );
    } else if (schema.maxLength !== undefined) {
      options.push(
        fc.integer({ min: schema.maxLength + 1, max: 10_240 }).map((length) => 'o'.repeat(length)),
        encoded(withNul),
      );
    }
    const unknown =
      schema.type === 'integer'
        ? fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }).map(String)
        : schema.format === 'uuid'
          ? fc.uuid({ version: 4 })
          : encoded(anyText.map((text) => `fuzz-${text}`.slice(0, schema.maxLength ?? 100)));
    return [
      ...(options.length > 0
        ? [
            fc
              .oneof(...options)
              .map((value): Draft => ({ flaw: `path: bad ${param.name}`, path: { [param.name]: value } })),
          ]
        : []),
      // A read about an unknown id may still answer (e.g. "not unlocked"); a write must refuse it.
      unknown.map((value): Draft => ({
        flaw: `path: unknown ${param.name}`,
        tolerated: op.method === 'GET',
        path: { [param.name]: value },
      })),
    ];
  });
}

function queryFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  return op.parameters
    .filter((param) => param.in === 'query')
    .flatMap((param) => {
      const flaws: fc.Arbitrary<Draft>[] = [];
      const bad =
        param.schema.type === 'integer'
          ? fc.oneof(
              anyText.map((text) => `z${text}`),
              (badNumber(param.schema) as fc.Arbitrary<number>).map(String),
            )
          : badString(param.schema);
      if (bad) {
        flaws.push(
          bad.map((value): Draft => ({ flaw: `query: bad ${param.name}`, query: [[param.name, value]] })),
          fc.tuple(validValue(param.schema), validValue(param.schema)).map(([first, second]): Draft => ({
            flaw: `query: repeated ${param.name}`,
            query: [
              [param.name, String(first)],
              [param.name, String(second)],
            ],
          })),
        );
      }
      if (param.required) flaws.push(fc.constant<Draft>({ flaw: `query: no ${param.name}`, omitQuery: param.name }));
      if (param.schema.type === 'string' && !param.schema.enum && !param.schema.pattern) {
        flaws.push(
          withNul.map((value): Draft => ({ flaw: `query: NUL in ${param.name}`, query: [[param.name, value]] })),
          // Odd text inside the schema (and hand-made page links): the answer may be anything but a 5xx.
          fc
            .oneof(
              hostileText(0, param.schema.maxLength ?? 100),
              fc
                .jsonValue({ maxDepth: 2 })
                .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'))
                .filter((text) => text.length <= (param.schema.maxLength ?? 100)),
            )
            .map((value): Draft => ({
              flaw: `query: odd but valid ${param.name}`,
              tolerated: true,
              query: [[param.name, value]],
            })),
        );
      }
      return flaws;
    });
}

function headerFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  const flaws: fc.Arbitrary<Draft>[] = [];
  for (const param of op.parameters.filter((candidate) => candidate.in === 'header')) {
    if (param.name === 'idempotency-key') {
      const odd = fc
        .oneof(
          headerText(120),
          fc.constantFrom('', ' ', 'short', 'a'.repeat(101), 'key with spaces', 'key\ttab', '../../etc', 'null'),
          fc.integer({ min: 101, max: 8_000 }).map((length) => 'k'.repeat(length)),
        )
        .filter((key) => !idempotencyKeySchema.safeParse(key).success);
      flaws.push(
        odd.map((key): Draft => ({ flaw: 'header: odd idempotency-key', headers: { 'idempotency-key': key } })),
        odd.map((key): Draft => ({
          flaw: 'header: repeated idempotency-key',
          headers: { 'idempotency-key': [key, 'valid-key-0123456789'] },
        })),
        fc.constant<Draft>({ flaw: 'header: no idempotency-key', headers: {} }),
      );
    } else if (param.name.includes('signature')) {
      // Nobody outside the gateway can sign; a long value is refused before the signature is even checked.
      flaws.push(
        fc
          .oneof(
            headerText(200),
            fc.integer({ min: 201, max: 4_000 }).map((length) => 'f'.repeat(length)),
          )
          .map((value): Draft => ({ flaw: `header: forged ${param.name}`, headers: { [param.name]: value } })),
        fc.constant<Draft>({ flaw: `header: no ${param.name}`, headers: {} }),
      );
    }
  }
  return flaws;
}

const contentTypeJson = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
);

function bodyFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  const schema = op.body;
  if (!schema || schema.type !== 'object') return [];
  const json = (flaw: string, value: fc.Arbitrary<unknown>) =>
    fc
      .tuple(value, contentTypeJson)
      .map(([body, contentType]): Draft => ({ flaw, body: { contentType, payload: toJsonText(body) } }));
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const flaws: fc.Arbitrary<Draft>[] = [];

  const propertyViolations = properties.flatMap(([name, sub]) => {
    const bad = violation(sub);
    return bad ? [bad.map((value) => [name, value] as const)] : [];
  });
  if (propertyViolations.length > 0) {
    flaws.push(
      json(
        'body: a field out of bounds or of the wrong type',
        fc.tuple(validObject(schema), fc.oneof(...propertyViolations)).map(([valid, [name, value]]) => ({
          ...valid,
          [name]: value,
        })),
      ),
    );
  }
  if (required.length > 0) {
    flaws.push(
      json(
        'body: a required field missing',
        fc.tuple(validObject(schema), fc.constantFrom(...required)).map(([valid, missing]) => {
          const copy: Record<string, unknown> = { ...valid };
          delete copy[missing];
          return copy;
        }),
      ),
    );
  }
  const textFields = properties.filter(([, sub]) => jsonTypes(sub)?.has('string')).map(([name]) => name);
  if (textFields.length > 0) {
    flaws.push(
      json(
        'body: NUL in a text field',
        fc
          .tuple(validObject(schema), fc.constantFrom(...textFields), withNul)
          .map(([valid, name, value]) => ({ ...valid, [name]: value })),
      ),
    );
  }
  const notObjects: fc.Arbitrary<unknown>[] = [
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    validObject(schema).map((valid) => [valid]),
    fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean()),
    fc.integer({ min: 1_000, max: 15_000 }).map((depth) => new Deep(depth)),
  ];
  if (!schema.nullable) notObjects.push(fc.constant(null));
  flaws.push(json('body: not an object', fc.oneof(...notObjects)));
  // Deep nesting at the top, or under a field that wants a plain value; sometimes with a __proto__ at the bottom.
  const plainFields = properties
    .filter(([, sub]) => {
      const types = jsonTypes(sub);
      return types !== undefined && !types.has('array') && !types.has('object');
    })
    .map(([name]) => name);
  flaws.push(
    fc
      .record({
        // Up to about the body limit; deeper is refused for its size alone.
        depth: fc.integer({ min: 1_000, max: 15_000 }),
        field: plainFields.length > 0 ? fc.option(fc.constantFrom(...plainFields)) : fc.constant(null),
        innermost: fc.constantFrom('1', '{"__proto__":{"polluted":true}}'),
      })
      .map(({ depth, field, innermost }): Draft => {
        const nested = new Deep(depth, innermost).text();
        return {
          flaw: 'body: nested thousands deep',
          body: {
            contentType: 'application/json',
            payload: field === null ? nested : `{${JSON.stringify(field)}:${nested}}`,
          },
        };
      }),
    fc.tuple(validObject(schema), fc.constantFrom('__proto__', 'constructor')).map(([valid, key]): Draft => {
      const text = toJsonText(valid);
      const polluted =
        key === '__proto__' ? '{"__proto__":{"isAdmin":true}}' : '{"constructor":{"prototype":{"isAdmin":true}}}';
      return {
        flaw: `body: ${key} key`,
        body: { contentType: 'application/json', payload: `{"x":${polluted},${text.slice(1)}`.replace(',}', '}') },
      };
    }),
    fc
      .tuple(validObject(schema), fc.constantFrom('text/plain', 'text/plain; charset=utf-8'))
      .map(([valid, contentType]): Draft => ({
        flaw: 'body: JSON sent as text/plain',
        body: { contentType, payload: toJsonText(valid) },
      })),
  );
  if (!schema.nullable) {
    flaws.push(multipartParts.map((body): Draft => ({ flaw: 'body: multipart where JSON is expected', body })));
  }
  return flaws;
}

/** Framing every body-reading route refuses: JSON that does not parse, a type nobody parses, too many bytes. */
function transportFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  if (op.method === 'GET') return [];
  const brokenJson = fc
    .oneof(
      fc.jsonValue().map((value) => {
        const text = JSON.stringify(value);
        return text.slice(0, Math.max(1, text.length - 1));
      }),
      fc.constantFrom(
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        '{"a":NaN}',
        '[1,2',
        'undefined',
        '{"a":1}}',
        '\u0000',
        '{}{}',
      ),
      fc.string({ minLength: 1 }),
    )
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return text.trim() !== '';
      }
    });
  const unparsable = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/xml',
    'text/html',
    'image/png',
    'application/octet-stream',
    'application/jsonx',
    'foo/bar; baz=qux',
  );
  const flaws: fc.Arbitrary<Draft>[] = [
    fc
      .tuple(brokenJson, contentTypeJson)
      .map(([payload, contentType]): Draft => ({ flaw: 'transport: broken JSON', body: { contentType, payload } })),
    fc
      .tuple(unparsable, fc.oneof(fc.string({ minLength: 1 }), fc.constant('a=1&a=2&b[c]=3')))
      .map(([contentType, payload]): Draft => ({
        flaw: 'transport: content type nobody reads',
        body: { contentType, payload },
      })),
    fc.string({ minLength: 1 }).map((payload): Draft => ({
      flaw: 'transport: no content type',
      body: { contentType: undefined, payload },
    })),
    fc.integer({ min: JSON_BODY_LIMIT_BYTES + 1, max: 4 * JSON_BODY_LIMIT_BYTES }).map((size): Draft => ({
      flaw: 'transport: over the size limit',
      body: { contentType: 'application/json', payload: `{"a":"${'x'.repeat(size)}"}` },
    })),
  ];
  if (op.multipart) {
    flaws.push(
      fc
        .tuple(multipartParts, fc.constantFrom('truncate', 'no-boundary', 'wrong-boundary'))
        .map(([body, damage]): Draft => {
          const text = body.payload.toString('latin1');
          const contentType = body.contentType as string;
          if (damage === 'truncate') {
            return {
              flaw: 'transport: truncated multipart',
              body: { contentType, payload: Buffer.from(text.slice(0, text.lastIndexOf('--')), 'latin1') },
            };
          }
          return {
            flaw: `transport: multipart with ${damage}`,
            body: {
              contentType: damage === 'no-boundary' ? 'multipart/form-data' : `${contentType}x`,
              payload: body.payload,
            },
          };
        }),
      fc.constant<Draft>({
        flaw: 'transport: multipart with too many parts',
        body: multipartBody(Array.from({ length: 60 }, (_, index) => ({ name: `f${index}`, value: 'x' }))),
      }),
      fc.integer({ min: 5 * 1024 * 1024 + 1, max: 5 * 1024 * 1024 + 50_000 }).map((size): Draft => ({
        flaw: 'transport: photo over the size limit',
        body: multipartBody([{ name: 'file', filename: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(size, 7) }]),
      })),
      // Fields the forms never see are dropped; a photo that is not an image is refused.
      fc
        .tuple(
          multipartPartList,
          fc.uint8Array({ minLength: 1, maxLength: 2_000 }),
          fc.constantFrom('image/png', 'image/jpeg', 'text/plain'),
        )
        .map(([parts, bytes, type]): Draft => ({
          flaw: 'body: a photo that is not an image',
          body: multipartBody([
            ...parts,
            { name: 'file', filename: 'photo.png', type, bytes: Buffer.concat([Buffer.from('NOTANIMAGE'), bytes]) },
          ]),
        })),
      fc.tuple(fc.jsonValue(), contentTypeJson).map(([value, contentType]): Draft => ({
        flaw: 'body: JSON where a multipart form is expected',
        body: { contentType, payload: toJsonText(value) },
      })),
    );
  }
  return flaws;
}

interface Part {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
}

function multipartBody(parts: Part[]): { contentType: string; payload: Buffer } {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(part.bytes ?? Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

const partName = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcdefxyz_[]. '), minLength: 1, maxLength: 10 }).map((name) => `x${name}`),
  fc.constantFrom('__proto__', 'file[]', 'x"; filename="evil.sh', ''),
);
const multipartPartList = fc.array(
  fc.oneof(
    fc.record({ name: partName, value: fc.oneof(anyText, fc.constant('undefined')) }),
    fc.record({
      name: partName,
      filename: fc.constantFrom('a.png', '../../etc/passwd', '', 'x\u0000.jpg', 'क.jpg'),
      type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html'),
      bytes: fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    }),
  ),
  { maxLength: 6 },
);
const multipartParts = multipartPartList.map(multipartBody);

// ---------------------------------------------------------------------------------------------------------
// Putting a request together

const acceptLanguage = fc.oneof(
  fc.constantFrom('hi-IN,hi;q=0.9', 'xx', '*', ';;;,,,', 'en;q=abc', 'hi'.repeat(2_000), 'ta,mr,hi,en'),
  headerText(100),
);
const noiseHeaders = fc.record(
  {
    'accept-language': acceptLanguage,
    'x-request-id': fc.oneof(headerText(100), fc.constant('../../etc/passwd')),
    'idempotency-key': fc.oneof(headerText(120), fc.constant('')),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    origin: fc.constantFrom('http://evil.example', 'null', 'http://localhost:5173'),
    cookie: headerText(200),
  },
  { requiredKeys: [] },
);
const noiseQuery = fc.array(
  fc.tuple(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'a[b]', 'a[]', '')),
    fc.oneof(
      anyText,
      fc.integer({ min: 1_000, max: 12_000 }).map((length) => 'q'.repeat(length)),
    ),
  ),
  { maxLength: 4 },
);
const rawQueryJunk = fc.constantFrom('', '&&&', '==', '%', '%zz', 'a=%E0%A4', ';a=1', '?x=1', 'a&a&a');

/** The path with a method it does not offer. */
function methodFlaws(op: Operation): fc.Arbitrary<Draft>[] {
  const others = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) => !op.offered.includes(method));
  return others.length > 0
    ? [fc.constantFrom(...others).map((method): Draft => ({ flaw: 'method: not offered', method }))]
    : [];
}

/** The request generator for one operation: every value it yields must be refused. */
export function malformedRequests(op: Operation, tokens: Tokens): fc.Arbitrary<MalformedRequest> {
  const flaws = [
    ...authFlaws(op, tokens),
    ...pathFlaws(op),
    ...queryFlaws(op),
    ...headerFlaws(op),
    ...bodyFlaws(op),
    ...transportFlaws(op),
  ];
  if (flaws.length === 0) {
    // Nothing to get wrong (health checks): junk query and headers must still be harmless.
    flaws.push(fc.constant<Draft>({ flaw: 'none', tolerated: true, identity: 'none' }));
  }
  flaws.push(...methodFlaws(op));
  const ownRoles: Role[] = op.portal === 'staff' ? ['Employee', 'Admin'] : ['Labourer', 'Employer'];
  const declaredQuery = op.parameters.filter((param) => param.in === 'query');
  const validPath = Object.fromEntries(
    op.parameters
      .filter((param) => param.in === 'path')
      .map((param) => [param.name, validValue(param.schema).map((value) => encodeURIComponent(String(value)))]),
  );
  const validQuery = fc.record(
    Object.fromEntries(declaredQuery.map((param) => [param.name, validValue(param.schema).map(String)])),
    { requiredKeys: declaredQuery.filter((param) => param.required).map((param) => param.name) },
  );
  const validBody = op.body
    ? fc.oneof(
        validObject(op.body).map((value) => ({ contentType: 'application/json', payload: toJsonText(value) })),
        fc.jsonValue({ maxDepth: 3 }).map((value) => ({
          contentType: 'application/json',
          payload: toJsonText(value),
        })),
      )
    : op.multipart
      ? multipartParts
      : fc.constant(undefined);

  return fc
    .record({
      draft: fc.oneof(...flaws),
      role: fc.constantFrom(...ownRoles),
      path: fc.record(validPath),
      query: validQuery,
      body: validBody,
      noiseQuery,
      rawQueryJunk,
      noiseHeaders,
      goodKey: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    })
    .map(
      ({ draft, role, path, query, body, noiseQuery: junk, rawQueryJunk: rawJunk, noiseHeaders: headers, goodKey }) => {
        const identity = draft.identity ?? (op.secured ? role : 'none');
        const pathValues = { ...path, ...draft.path };
        const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'missing');
        const declared = new Set(declaredQuery.map((param) => param.name));
        const pairs: [string, string][] = [
          ...Object.entries(query).filter(
            ([name]) => name !== draft.omitQuery && !draft.query?.some(([key]) => key === name),
          ),
          ...(draft.query ?? []),
          ...junk.filter(([name]) => !declared.has(name)),
        ];
        const search = [
          ...pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
          rawJunk,
        ]
          .filter(Boolean)
          .join('&');
        const wantsKey = op.parameters.some((param) => param.in === 'header' && param.name === 'idempotency-key');
        const allHeaders: Record<string, string | string[]> = {
          ...headers,
          // Where a key is required a good one lets the request get further; elsewhere junk keys are noise.
          ...(wantsKey ? { 'idempotency-key': goodKey } : {}),
          ...draft.headers,
        };
        if (draft.headers && Object.keys(draft.headers).length === 0) {
          // The flaw is a missing header: none of the noise may put it back.
          for (const param of op.parameters.filter((candidate) => candidate.in === 'header')) {
            delete allHeaders[param.name];
          }
        }
        if (identity === 'garbage') allHeaders.authorization = draft.authorization ?? 'Bearer x';
        else if (identity !== 'none') allHeaders.authorization = `Bearer ${tokens.byRole[identity]}`;
        const method = draft.method ?? op.method;
        const sent = method === 'GET' ? undefined : (draft.body ?? body);
        if (sent?.contentType) allHeaders['content-type'] = sent.contentType;
        return {
          flaw: draft.flaw,
          mustRefuse: draft.tolerated !== true,
          identity,
          method,
          url: search ? `${url}?${search}` : url,
          headers: allHeaders,
          ...(sent ? { payload: sent.payload } : {}),
        };
      },
    );
}
