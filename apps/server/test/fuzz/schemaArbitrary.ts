import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values a careless or hostile client sends: NUL and lone surrogates (PostgreSQL refuses both in text
 * and jsonb), a 100 KB string, percent-escapes, SQL-ish text, numbers past int4 and the safe integers.
 */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  '%00',
  '%',
  'é漢字🎉\u202e',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  '0.5',
  '1,5',
];

export const hostileNumbers: readonly number[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  1.005,
  99999999999,
];

const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, [], {}, [1, 'a'], { a: { b: 'c\u0000' } }),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
);

/** JSON Schema as zod writes it for a request schema (`z.toJSONSchema(schema, { io: 'input' })`). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Strings a request part could carry to reach past validation: ids the test made, and plain words. */
export interface KnownValues {
  ids: readonly string[];
}

/**
 * Values for a zod schema: mostly what the schema accepts (so that requests reach the services and the
 * database), with hostile values mixed in at every leaf.
 */
export function arbitraryOf(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJson(json, json.$defs ?? {}, known, 0);
}

function withHostile(valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function fromJson(
  schema: JsonSchema,
  defs: Record<string, JsonSchema>,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema) => fromJson(inner, defs, known, depth + 1);
  if (depth > 6) return hostileAny;
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    return target ? next(target) : hostileAny;
  }
  if (schema.const !== undefined) return withHostile(fc.constant(schema.const), hostileAny);
  if (schema.enum) return withHostile(fc.constantFrom(...schema.enum), hostileAny);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  switch (schema.type) {
    case 'object':
      return withHostile(objectOf(schema, next), hostileAny);
    case 'array': {
      const item = Array.isArray(schema.items) ? schema.items[0] : (schema.items ?? schema.prefixItems?.[0]);
      return withHostile(
        fc.array(item ? next(item) : hostileAny, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        }),
        hostileAny,
      );
    }
    case 'string':
      return withHostile(stringOf(schema, known), fc.oneof(fc.constantFrom(...hostileStrings), hostileAny));
    case 'integer':
    case 'number':
      return withHostile(numberOf(schema), fc.oneof(fc.constantFrom(...hostileNumbers), hostileAny));
    case 'boolean':
      return withHostile(fc.boolean(), hostileAny);
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(hostileAny, fc.jsonValue({ maxDepth: 2 }));
  }
}

function objectOf(schema: JsonSchema, next: (inner: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = next(property);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

function stringOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 200);
    } catch {
      // A pattern fast-check cannot read: plain strings still probe the route.
    }
  }
  const plain = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return known.ids.length > 0 ? fc.oneof(plain, fc.constantFrom(...known.ids)) : plain;
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 10_000);
  const low = Math.max(min, -(2 ** 31));
  const high = Math.min(max, 2 ** 31 - 1);
  if (schema.type === 'integer')
    return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}
