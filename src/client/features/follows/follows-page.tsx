// /follows (我的通知): what this browser is notified of, kept by the server under the browser's own follow, which only
// the browser knows: the server renders the page with its list loading.
import { ClientOnly } from '@tanstack/react-router';
import { useTexts } from '../../lib/use-texts.ts';
import { FollowList } from './follow-list.tsx';
import { followsPageTexts } from './follows-page.texts.ts';

/** The page's heading, where focus goes when the item it was on has gone. */
export const TITLE_ID = 'follows-title';

export function FollowsPage() {
  const t = useTexts(followsPageTexts);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 id={TITLE_ID} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">{t.title}</h1>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {/* Its height kept while the list arrives: the footer below does not move on screen. */}
      <div className="flex min-h-[60vh] flex-col gap-6">
        <ClientOnly fallback={<p role="status" className="text-slate-700">{t.loading}</p>}>
          <FollowList headingId={TITLE_ID} />
        </ClientOnly>
      </div>
    </div>
  );
}
