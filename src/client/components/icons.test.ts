import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ICON_NAMES } from './icons.tsx';

test('the sprite holds one symbol for each icon name, and no other', () => {
  const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((match) => match[1]);
  expect(symbols.toSorted()).toEqual([...ICON_NAMES].toSorted());
});
