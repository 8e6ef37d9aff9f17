import type { School } from '../../../shared/schemas.ts';
import { Icon } from '../../components/icons.tsx';
import { BASIC_ROWS, CATEGORY_ROWS, distanceRow, sharedCategory } from './compare-rows.ts';
import { CompareTable } from './compare-table.tsx';

type Props = { schools: readonly School[]; place?: { near: string; place?: string } };

export function CompareTables({ schools, place }: Props) {
  const category = sharedCategory(schools);
  const basic = place ? [distanceRow(place.near, place.place), ...BASIC_ROWS] : BASIC_ROWS;
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-4">
      <h2 id="compare-heading" className="text-lg font-bold text-slate-900">比較結果</h2>
      {!category && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-warning-light p-4 text-sm text-warning">
          <Icon name="warning" className="size-5" />
          所選學校類別不同，部分項目未必可以比較
        </p>
      )}
      <CompareTable caption="基本資料比較" rows={basic} schools={schools} />
      {category && (
        <>
          <h3 className="font-bold text-slate-900">{category}資料比較</h3>
          <CompareTable caption={`${category}資料比較`} rows={CATEGORY_ROWS[category]} schools={schools} />
        </>
      )}
    </section>
  );
}
