// A part of a server-rendered page that changes only with its props and a reader's acts on it (a chart's bars and its
// table, a school's name): React leaves it as the server's HTML, wherever it is, until its props change or a reader
// acts in it, and then takes it over, keeping its DOM (issue 30; decision record 032). HydrateWhenNear's gate, with
// nothing to wait for but that. In a module of its own: the first screens' code, which holds HydrateWhenNear, does not
// carry it.
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Gate, type Near } from './hydrate-when-near.tsx';

/**
 * The part, in a box of its own (`display: contents`, so it lays out as its children). Nothing in it may read a store
 * or start work of its own (an effect), which would wait as long. Rendered in the browser, it is rendered at once.
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
