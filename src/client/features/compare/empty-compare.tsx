import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';

export function EmptyCompare() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon name="compare" className="size-10 text-muted" />
      <h2 className="text-lg font-semibold text-slate-900">尚未選擇學校</h2>
      <p className="max-w-md text-slate-700">請在下方搜尋並加入學校，或在學校列表按「加入比較」，最多可比較三間學校。</p>
      <ButtonLink to="/schools">前往學校列表</ButtonLink>
    </div>
  );
}
