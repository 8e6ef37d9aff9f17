// The head of every page, built in one place from the page's own strings (title, description) and its path:
// <title>, description, canonical URL and the sharing tags. The strings come from the caller, so another
// language passes its own.
import type { AnyRouteMatch } from '@tanstack/react-router';

export const SITE_NAME = '港校指南';

export type PageText = { title: string; description: string };

/** The site's own text, for the home page and pages that say nothing more specific. */
export const SITE_TEXT: PageText = {
  title: SITE_NAME,
  description:
    '港校指南：一站式瀏覽香港十八區幼稚園、小學及中學資料，按地區、類型、宗教及性別搜尋學校，地圖瀏覽、統計資料及學校比較，助家長為子女選校。',
};

/** '{page} | 港校指南', with the site's description. */
export const pageText = (title: string, description = SITE_TEXT.description): PageText => ({
  title: `${title} | ${SITE_NAME}`,
  description,
});

export const NOT_FOUND_TEXT = pageText('找不到頁面', '找不到你要瀏覽的頁面，網址可能有誤或頁面已被移除。');

export type PageHead = { meta: NonNullable<AnyRouteMatch['meta']>; links: NonNullable<AnyRouteMatch['links']> };

/** Title, description, canonical and og:* for a page at `path` on `origin` (sharing tags must be absolute). */
export function pageHead({ title, description }: PageText, origin: string, path: string): PageHead {
  const url = new URL(path, origin).href;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:type', content: 'website' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
