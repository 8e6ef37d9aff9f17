// /shortlist: the parent's saved schools with their notes; /shortlist?schools=1,2,3: someone's, shared as a link,
// shown as it is until the parent adds them to their own. The list lives in the browser's storage: the server
// renders the page with its list loading, so that the list arriving moves nothing above it.
import { getRouteApi } from '@tanstack/react-router';
import { BrowserListPage } from '../../components/browser-list-page.tsx';
import { schoolIds } from '../../lib/school-ids.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { OwnShortlist, TITLE_ID } from './own-shortlist.tsx';
import { SharedShortlist } from './shared-shortlist.tsx';
import { shortlistTexts } from './shortlist.texts.ts';

const route = getRouteApi('/shortlist');

export function ShortlistPage() {
  const t = useTexts(shortlistTexts);
  // `?schools=1,2,3`: someone's shortlist, shared as a link (none: the parent's own).
  const ids = schoolIds(route.useSearch().schools);
  const schools = ids.length > 0 ? ids : undefined;
  return (
    <BrowserListPage titleId={TITLE_ID} title={t.title} intro={t.intro} loading={t.loading}>
      {schools ? <SharedShortlist ids={schools} /> : <OwnShortlist />}
    </BrowserListPage>
  );
}
