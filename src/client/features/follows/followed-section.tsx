// A section of /follows: its heading (how many) and its list.
import type { ReactNode } from 'react';

export function FollowedSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">{heading}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}
