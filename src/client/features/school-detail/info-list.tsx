import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode };

/** Label/value pairs as a description list, in one or two columns. */
export function InfoList({ items, columns = 1 }: { items: InfoItem[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-6 gap-y-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-0.5">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="whitespace-pre-line text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled white card used by the detail tabs. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h3 className="mb-4 text-lg font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
