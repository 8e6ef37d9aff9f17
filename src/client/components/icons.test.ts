import { expect, test } from 'vitest';
import sprite from './icons.svg?raw';
import { ICON_NAMES } from './icons.tsx';

test('the sprite holds one symbol for each icon name, and no other', () => {
  const symbols = [...sprite.matchAll(/<symbol id="icon-([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((match) => match[1]);
  expect(symbols.sort()).toEqual([...ICON_NAMES].sort());
});
