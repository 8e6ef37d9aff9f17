// A part of a server-rendered page that React takes over (hydrates) only when it comes near the viewport: until then
// it is the server's HTML, drawn and readable, and costs a phone nothing at load (issue 30: React's hydration is the
// pages' blocking time; decision record 032). React's own selective hydration does the rest: the part is a Suspense
// boundary left as the server's HTML while its gate waits, and React hydrates it at once, keeping its DOM, when a
// reader clicks, types or tabs into it (the event is then handled as usual) or when its props or a context change.
// A part rendered in the browser (another page, new results) is rendered at once. The gate serves
// hydrate-when-changed.tsx too.
import { Suspense, use, useId, useState, type ReactNode } from 'react';
import { watchNearViewport } from '../lib/when-near-viewport.ts';

/** Resolves once the part is near the viewport; `tried` once React has met it. */
export type Near = Promise<void> & { tried?: boolean };

/**
 * Waits in the first hydration of the part the server rendered, until the part is near the viewport; renders its
 * children in any later render (React retrying it for an update, a context's change or a reader's event) and while
 * a reader's input is handled (React reads `window.event` for an update's priority the same way; the scheduler's own
 * tasks are message events).
 */
export function Gate({ near, children }: { near: Near | null | undefined; children: ReactNode }) {
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
