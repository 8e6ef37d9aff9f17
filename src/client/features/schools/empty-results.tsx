import type { Category } from '../../../shared/constants.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { schoolsTexts } from './schools.texts.ts';

type Props = { category: Category | 'all' | undefined; outOfRange: boolean; onFirstPage: () => void };


export function EmptyResults({ category, outOfRange, onFirstPage }: Props) {
  const t = useTexts(schoolsTexts);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon name="search" className="size-10 text-muted" />
      <p className="text-slate-800">{outOfRange ? t.outOfRange : t.empty(category === 'all' ? undefined : category)}</p>
      {outOfRange && <Button variant="secondary" onClick={onFirstPage}>{t.firstPage}</Button>}
    </div>
  );
}
