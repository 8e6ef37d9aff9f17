import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CONTACT_EMAIL } from '../../shared/constants.ts';
import { formatDate } from '../lib/format.ts';
import { countsQuery } from '../lib/queries.ts';

// At least 24px tall (WCAG 2.2 target size), as the links sit close together.
const linkClass = 'inline-flex min-h-6 items-center self-start rounded text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  const counts = useQuery(countsQuery()).data;
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-white">港校指南</p>
          <p className="text-sm">一站式瀏覽香港幼稚園、小學及中學資料，助家長為子女選校。</p>
          {counts && (
            <p className="text-sm text-white">
              系統收錄：{counts.kindergarten} 間幼稚園 · {counts.primary} 間小學 · {counts.secondary} 間中學
            </p>
          )}
        </div>
        <nav aria-label="頁尾導覽" className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-white">網站連結</p>
          <Link to="/" className={linkClass}>首頁</Link>
          <Link to="/schools" className={linkClass}>學校搜尋</Link>
          <Link to="/contact" className={linkClass}>聯絡我們</Link>
        </nav>
        <div className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-white">聯絡及資料來源</p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>{CONTACT_EMAIL}</a>
          <p>資料來源：教育局（EDB）及家庭與學校合作事宜委員會（CHSC）公開資料。</p>
          {counts?.updatedAt && <p>資料更新日期：{formatDate(counts.updatedAt)}</p>}
        </div>
      </div>
      <p className="border-t border-slate-700 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} 港校指南
      </p>
    </footer>
  );
}
