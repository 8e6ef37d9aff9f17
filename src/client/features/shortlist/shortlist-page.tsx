// /shortlist: the parent's saved schools with their notes; /shortlist?schools=1,2,3: someone's, shared as a link,
// shown as it is until the parent adds them to their own. The list lives in the browser's storage: the server
// renders the page with its list loading, so that the list arriving moves nothing above it.
import { ClientOnly, getRouteApi } from '@tanstack/react-router';
import { useTexts } from '../../lib/use-texts.ts';
import { OwnShortlist, TITLE_ID } from './own-shortlist.tsx';
import { SharedShortlist } from './shared-shortlist.tsx';
import { shortlistTexts } from './shortlist.texts.ts';

const route = getRouteApi('/shortlist');

export function ShortlistPage() {
  const t = useTexts(shortlistTexts);
  const { schools } = route.useSearch();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 id={TITLE_ID} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">{t.title}</h1>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {/* Its height kept while the list arrives: the footer below does not move on screen. */}
      <div className="flex min-h-[60vh] flex-col gap-6">
        <ClientOnly fallback={<p role="status" className="text-slate-700">{t.loading}</p>}>
          {schools ? <SharedShortlist ids={schools} /> : <OwnShortlist />}
        </ClientOnly>
      </div>
    </div>
  );
}
