// A part of a server-rendered page that React takes over (hydrates) only when it comes near the viewport: until then
// it is the server's HTML, drawn and readable, and costs a phone nothing at load (issue 30: React's hydration is the
// pages' blocking time; decision record 032). React's own selective hydration does the rest: the part is a Suspense
// boundary left as the server's HTML while its gate waits, and React hydrates it at once, keeping its DOM, when a
// reader clicks, types or tabs into it (the event is then handled as usual) or when its props or a context change.
// A part rendered in the browser (another page, new results) is rendered at once. HydrateWhenChanged, for a part that
// changes only with its props (a chart's bars, its table), waits for nothing else.
import { Suspense, use, useId, useState, type ReactNode } from 'react';
import { watchNearViewport } from '../lib/when-near-viewport.ts';

/** Resolves once the part is near the viewport; `tried` once React has met it. */
type Near = Promise<void> & { tried?: boolean };

/**
 * Waits in the first hydration of the part the server rendered, until the part is near the viewport; renders its
 * children in any later render (React retrying it for an update, a context's change or a reader's event) and while
 * a reader's input is handled (React reads `window.event` for an update's priority the same way; the scheduler's own
 * tasks are message events).
 */
function Gate({ near, children }: { near: Near | null | undefined; children: ReactNode }) {
  if (near && !near.tried && !(window.event instanceof UIEvent)) {
    near.tried = true;
    use(near);
  }
  return children;
}

/** A list's item (`<li>`), or a page's section (`as="div"`), that hydrates when near. */
export function HydrateWhenNear({ as: Tag = 'li', className, children }: { as?: 'li' | 'div'; className?: string; children: ReactNode }) {
  const id = useId();
  // Hydrating, the part is in the document already (the server's HTML); rendered in the browser, not yet.
  const [near] = useState(() => {
    const element = globalThis.document?.getElementById(id);
    return element && (new Promise<void>((resolve) => watchNearViewport(element, resolve)) as Near);
  });
  return (
    <Tag id={id} className={className}>
      <Suspense>
        <Gate near={near}>{children}</Gate>
      </Suspense>
    </Tag>
  );
}

/**
 * A part that changes only with its props and a reader's acts on it (a chart's bars and its table): left as the
 * server's HTML, wherever it is, until React takes it over for a change of its props or for a reader's event in it.
 * Nothing in it may read a store or start work of its own (an effect), which would wait as long. In a box of its own
 * (`display: contents`, so it lays out as its children).
 */
export function HydrateWhenChanged({ children }: { children: ReactNode }) {
  const id = useId();
  const [never] = useState(() => (globalThis.document?.getElementById(id) ? (new Promise<void>(() => undefined) as Near) : null));
  return (
    <div id={id} className="contents">
      <Suspense>
        <Gate near={never}>{children}</Gate>
      </Suspense>
    </div>
  );
}
