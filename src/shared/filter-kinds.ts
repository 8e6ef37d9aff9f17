// The kinds of filter and how each reads a raw query value. One parser per kind serves both the strict API
// (an error becomes a 400 naming the filter) and the lenient browser URL (an error drops the value).
// No zod here: the client's first screens cannot afford it (decision record 003).

/** What a raw value means: no filter (undefined), a value, or what is wrong with it. */
export type Parsed<V> = { value: V } | { error: string } | undefined;

interface Common {
  /** Form label, also used in messages. */
  label: string;
  /** The categories the filter applies to; absent = every category. */
  categories?: readonly string[];
}

/** Free text (the name search); the read model matches it against its search index. */
export interface TextKind extends Common {
  kind: 'text';
  maxLength: number;
}
/** One value of a list ('all' or blank = no filter). */
export interface OneKind<T extends string> extends Common {
  kind: 'one';
  values: readonly T[];
  optionLabel?: (value: T) => string;
}
/** Any of several values, written `a,b` ('all' or blank = no filter). */
export interface ManyKind<T extends string> extends Common {
  kind: 'many';
  values: readonly T[];
  /** The values offered once a category is chosen (school types); absent = all values. */
  valuesFor?: (category: string | undefined) => readonly T[];
  optionLabel?: (value: T) => string;
}
/** An upper bound, a whole number between min and max. */
export interface MaxKind extends Common {
  kind: 'max';
  min: number;
  max: number;
  /** Choices offered by the form. */
  steps: readonly number[];
  unit: string;
}
/** A yes/no condition: `true` filters, blank or `false` does not. */
export interface FlagKind extends Common {
  kind: 'flag';
}

export type FilterKind = TextKind | OneKind<string> | ManyKind<string> | MaxKind | FlagKind;

const isBlank = (raw: string) => raw === '' || raw === 'all';
const listing = (values: readonly string[]) => (values.length > 12 ? `${values.slice(0, 12).join(', ')}, …` : values.join(', '));

/** Code points, so that a name of 100 emoji is 100 long. */
export const textLength = (text: string) => [...text].length;

export function parseText(kind: TextKind, raw: string): Parsed<string> {
  const text = raw.trim();
  if (!text) return undefined;
  if (textLength(text) > kind.maxLength) return { error: `must be at most ${kind.maxLength} characters` };
  return { value: text };
}

export function parseOne<T extends string>(kind: OneKind<T>, raw: string): Parsed<T> {
  if (isBlank(raw)) return undefined;
  return kind.values.includes(raw as T) ? { value: raw as T } : { error: `must be one of: all, ${listing(kind.values)}` };
}

export function parseMany<T extends string>(kind: ManyKind<T>, raw: string): Parsed<T[]> {
  if (isBlank(raw)) return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  const wrong = parts.find((part) => !kind.values.includes(part as T));
  if (wrong !== undefined) return { error: `has "${wrong}": each value must be one of ${listing(kind.values)}` };
  // One canonical order (the list's) and no repeats, so equal choices give equal cache keys and addresses.
  return { value: kind.values.filter((value) => parts.includes(value)) };
}

export function parseMax(kind: MaxKind, raw: string): Parsed<number> {
  if (raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) return { error: 'must be a whole number' };
  const value = Number(raw);
  if (value < kind.min || value > kind.max) return { error: `must be from ${kind.min} to ${kind.max}` };
  return { value };
}

export function parseFlag(raw: string): Parsed<true> {
  if (raw === '' || raw === 'false') return undefined;
  return raw === 'true' ? { value: true } : { error: 'must be true or false' };
}
