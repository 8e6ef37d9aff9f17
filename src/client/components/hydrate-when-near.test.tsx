// @vitest-environment jsdom
// The server's HTML of a list, hydrated as the browser's entry does: the items far below the viewport stay the
// server's HTML (their components do not run) until they come near, or until a reader acts on them; a part that changes
// only with its props (HydrateWhenChanged) stays it until they change.
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenChanged } from './hydrate-when-changed.tsx';
import { HydrateWhenNear } from './hydrate-when-near.tsx';

const renders: number[] = [];

function Item({ n }: { n: number }) {
  renders.push(n);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      item {n}: {count}
    </button>
  );
}

function List({ items }: { items: number[] }) {
  return (
    <ul>
      {items.map((n) => (
        <HydrateWhenNear key={n} className="item">
          <Item n={n} />
        </HydrateWhenNear>
      ))}
    </ul>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  renders.length = 0;
  vi.restoreAllMocks();
});

/** Item n's top is n × 1,000 px below the viewport's (jsdom lays nothing out); the viewport is 800 px high. */
function layOut(scrollY: () => number) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const n = Number(this.textContent?.match(/item (\d+)/)?.[1] ?? 0);
    return { top: n * 1000 - scrollY() } as DOMRect;
  });
}

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The server's HTML in the document, then React takes it over. */
async function hydrate(items: number[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<List items={items} />);
  document.body.append(container);
  expect(renders.sort()).toEqual(items);
  renders.length = 0;
  await act(async () => {
    root = hydrateRoot(container, <List items={items} />);
  });
  await frame();
  return container;
}

const button = (container: HTMLElement, n: number) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(`item ${n}:`))!;

describe('HydrateWhenNear', () => {
  it('hydrates the items near the viewport and leaves the others as the server rendered them', async () => {
    let scrollY = 0;
    layOut(() => scrollY);
    const container = await hydrate([0, 1, 2, 5]);
    // Item 0 is on screen, item 1 within the distance read ahead (300 px below the 800 px viewport), 2 and 5 beyond.
    expect(renders.sort()).toEqual([0, 1]);
    expect(container.querySelectorAll('li.item')).toHaveLength(4);
    expect(button(container, 5).textContent).toBe('item 5: 0');

    // Scrolled down to item 5: it is hydrated, keeping the server's element.
    const serverButton = button(container, 5);
    scrollY = 4500;
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    await frame();
    expect(renders).toContain(5);
    expect(renders).toContain(2); // passed on the way: above the viewport counts as near
    expect(button(container, 5)).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('item 5: 1');
  });

  it('hydrates an item far from the viewport at once when a reader clicks in it, and the click counts', async () => {
    layOut(() => 0);
    const container = await hydrate([0, 7]);
    expect(renders).toEqual([0]);
    await act(async () => button(container, 7).click());
    expect(renders).toContain(7);
    expect(button(container, 7).textContent).toBe('item 7: 1');
  });

  it('renders at once what the browser renders (new results), wherever it is', async () => {
    layOut(() => 0);
    const container = await hydrate([]);
    // Not in the server's HTML: rendered anew, as after a search.
    act(() => root!.render(<List items={[3, 9]} />));
    expect(renders.sort()).toEqual([3, 9]);
    expect(button(container, 9).textContent).toBe('item 9: 0');
  });
});

describe('HydrateWhenChanged', () => {
  function Bars({ n }: { n: number }) {
    return (
      <HydrateWhenChanged>
        <Item n={n} />
      </HydrateWhenChanged>
    );
  }

  async function hydrateBars(n: number) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Bars n={n} />);
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      root = hydrateRoot(container, <Bars n={n} />);
    });
    await frame();
    return container;
  }

  it('leaves the part as the server rendered it, on screen too, until its props change; then shows the new ones', async () => {
    const container = await hydrateBars(0);
    expect(renders).toEqual([]);
    const serverButton = button(container, 0);
    await act(async () => root!.render(<Bars n={4} />));
    expect(renders).toContain(4);
    expect(button(container, 4)).toBe(serverButton); // the server's element, taken over and updated
    expect(serverButton.textContent).toBe('item 4: 0');
  });

  it('takes the part over when a reader clicks in it, and the click counts', async () => {
    const container = await hydrateBars(2);
    await act(async () => button(container, 2).click());
    expect(renders).toContain(2);
    expect(button(container, 2).textContent).toBe('item 2: 1');
  });

  it('renders at once what the browser renders', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Bars n={6} />);
    });
    expect(button(container, 6).textContent).toBe('item 6: 0');
  });
});
