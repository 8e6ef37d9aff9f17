// What the numbers mean and where they come from.
export function StatisticsNote() {
  return (
    <aside aria-labelledby="statistics-note-title" className="rounded-xl border border-border bg-white p-4 text-sm text-slate-700">
      <h2 id="statistics-note-title" className="mb-2 text-base font-semibold text-slate-900">
        關於這些數字
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>資料來自教育局（EDB）公開的《學校位置及資料》及《幼稚園概覽》，以及家庭與學校合作事宜委員會（CHSC）的《小學概覽》，並定期更新。</li>
        <li>每一項代表一所學校在一個校址開辦的一個教育程度：同一所學校若有多個校址，或同時開辦小學和中學，會分別計算；上午班、下午班等授課時間不另計。</li>
        <li>「學校類型」按資助模式分類；「未註明」表示來源資料沒有提供該項資料。百分比四捨五入至整數，加起來未必剛好是 100%。</li>
      </ul>
    </aside>
  );
}
