// /follows (我的通知): what this browser is notified of, kept by the server under the browser's own follow, which only
// the browser knows: the server renders the page with its list loading.
import { BrowserListPage } from '../../components/browser-list-page.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { FollowList } from './follow-list.tsx';
import { followsPageTexts } from './follows-page.texts.ts';

/** The page's heading, where focus goes when the item it was on has gone. */
export const TITLE_ID = 'follows-title';

export function FollowsPage() {
  const t = useTexts(followsPageTexts);
  return (
    <BrowserListPage titleId={TITLE_ID} title={t.title} intro={t.intro} loading={t.loading}>
      <FollowList headingId={TITLE_ID} />
    </BrowserListPage>
  );
}
