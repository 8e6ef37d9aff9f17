// Every filter but the name in a sheet (Radix Dialog, its own chunk): choices are a draft until applied, and the
// apply button says how many schools the draft finds. Closing returns focus to the button that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { FilterQuery } from '../../../shared/filters.ts';
import { Button } from '../../components/button.tsx';
import { SortSelect } from '../schools/sort-select.tsx';
import type { SheetSort } from './sheet-sort.ts';
import { sheetFilterKeys } from '../../components/filter-fields.tsx';
import { Icon } from '../../components/icons.tsx';
import { groupDigits } from '../../../shared/display/format.ts';
import { schoolsQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { DataText } from '../../components/data-text.tsx';
import { joinList } from '../../../shared/display/brief-text.ts';
import { filterBarTexts } from './filter-bar.texts.ts';
import { filtersSheetTexts } from './filters-sheet.texts.ts';
import { FilterControl } from './filter-control.tsx';
import { withFilter } from './next-filters.ts';
import { useNetDescriptions } from './use-net-descriptions.ts';

type Props = {
  values: FilterQuery;
  /** Non-filter parameters the count must respect (the place). */
  countWith?: Record<string, string | number | undefined>;
  onApply: (next: FilterQuery) => void;
  /** When given, the order is chosen here too and applied with the filters. */
  sortable?: SheetSort;
  onClose: () => void;
};

export default function FiltersSheet({ values, countWith, onApply, sortable, onClose }: Props) {
  const t = useTexts(filtersSheetTexts);
  const bar = useTexts(filterBarTexts);
  const locale = useLocale();
  const [draft, setDraft] = useState(values);
  const [sort, setSort] = useState(sortable?.value);
  const count = useQuery(schoolsQuery({ ...draft, ...countWith, limit: 1 }));
  const nets = useNetDescriptions(draft.schoolCategory === '小學');
  const chosenNet = draft.schoolNet ? nets.find(draft.schoolNet) : undefined;
  const reset = () => setDraft(draft.name ? { name: draft.name } : {});
  const apply = () => {
    if (sortable) sortable.onApply(draft, sort);
    else onApply(draft);
    onClose();
  };
  const total = count.data?.total;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl md:inset-x-auto md:top-0 md:right-0 md:h-full md:max-h-none md:w-[420px] md:rounded-none">
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{sortable ? bar.filterAndSort : bar.filterSchools}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-slate-100" aria-label={t.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-muted">
            {draft.schoolCategory ? t.chooseThenShow : t.chooseCategory}
          </Dialog.Description>
          <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-4">
            {sortable && <SortSelect value={sort} hasPlace={sortable.hasPlace} onChange={setSort} />}
            {sheetFilterKeys(draft.schoolCategory).map((key) => (
              <Fragment key={key}>
                <FilterControl filter={key} value={draft[key]} category={draft.schoolCategory} idPrefix="sheet"
                  describeValue={key === 'schoolNet' && locale !== 'en' ? nets.describe : undefined}
                  onChange={(value) => setDraft(withFilter(draft, key, value))} />
                {key === 'schoolNet' && chosenNet && (
                  <p className="-mt-2 text-sm text-slate-700">
                    {t.netAreas(chosenNet.net)}<DataText text={joinList(chosenNet.areas, locale)} />
                    {chosenNet.webpage && (
                      <a href={chosenNet.webpage} target="_blank" rel="noopener noreferrer" className="ml-1 text-primary underline">
                        {t.netPage(chosenNet.net)}
                      </a>
                    )}
                  </p>
                )}
              </Fragment>
            ))}
          </div>
          <div className="flex gap-3 border-t border-border px-4 py-3">
            <Button variant="ghost" onClick={reset}>{t.reset}</Button>
            <Button className="flex-1" onClick={apply} aria-live="polite">
              {total === undefined ? (count.isError ? bar.apply : t.counting) : t.show(groupDigits(total))}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
