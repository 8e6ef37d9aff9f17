// A page whose list lives in the browser (the shortlist, the follows): the server renders its heading and a loading
// line in the list's place, kept tall, so that the list arriving moves nothing on screen.
import { ClientOnly } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = { titleId: string; title: string; intro: string; loading: string; children: ReactNode };

export function BrowserListPage({ titleId, title, intro, loading, children }: Props) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 id={titleId} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      <div className="flex min-h-[60vh] flex-col gap-6">
        <ClientOnly fallback={<p role="status" className="text-slate-700">{loading}</p>}>{children}</ClientOnly>
      </div>
    </div>
  );
}
