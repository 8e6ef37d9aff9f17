import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useCompareList } from './use-compare-list.ts';

/** The button's words: a page in another language passes its own (from the page's catalogue). */
export type CompareButtonTexts = {
  compareAdd: string;
  compareRemove: string;
  compareAddLabel: (name: string) => string;
  compareRemoveLabel: (name: string) => string;
};

const ZH: CompareButtonTexts = {
  compareAdd: '加入比較',
  compareRemove: '移除比較',
  compareAddLabel: (name) => `加入比較：${name}`,
  compareRemoveLabel: (name) => `移除比較：${name}`,
};

/** Add to / remove from the compare list; the state is announced through aria-pressed. */
export function CompareButton({ schoolId, schoolName, size = 'sm', className, texts: t = ZH }: { schoolId: number; schoolName: string; size?: 'sm' | 'md'; className?: string; texts?: CompareButtonTexts }) {
  const compare = useCompareList();
  const selected = compare.has(schoolId);
  return (
    <Button
      variant={selected ? 'danger' : 'secondary'}
      size={size}
      className={className}
      aria-pressed={selected}
      aria-label={selected ? t.compareRemoveLabel(schoolName) : t.compareAddLabel(schoolName)}
      onClick={() => (selected ? compare.remove(schoolId) : compare.add(schoolId))}
    >
      <Icon name={selected ? 'check' : 'compare'} className="size-4" />
      {selected ? t.compareRemove : t.compareAdd}
    </Button>
  );
}
