import type { ReactNode } from 'react';

/** One choice of a list of places: its name and what kind of place it is. */
export function ChoiceButton({ title, detail, onClick }: { title: ReactNode; detail: ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-border bg-white px-3 py-2 text-left text-sm hover:bg-primary-light">
      <span className="font-medium text-slate-900">{title}</span>
      <span className="shrink-0 text-xs text-muted">{detail}</span>
    </button>
  );
}
