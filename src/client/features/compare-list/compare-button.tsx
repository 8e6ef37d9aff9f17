import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useCompareList } from './use-compare-list.ts';

/** Add to / remove from the compare list; the state is announced through aria-pressed. */
export function CompareButton({ schoolId, schoolName, size = 'sm', className }: { schoolId: number; schoolName: string; size?: 'sm' | 'md'; className?: string }) {
  const compare = useCompareList();
  const selected = compare.has(schoolId);
  return (
    <Button
      variant={selected ? 'danger' : 'secondary'}
      size={size}
      className={className}
      aria-pressed={selected}
      aria-label={selected ? `移除比較：${schoolName}` : `加入比較：${schoolName}`}
      onClick={() => (selected ? compare.remove(schoolId) : compare.add(schoolId))}
    >
      <Icon name={selected ? 'check' : 'compare'} className="size-4" />
      {selected ? '移除比較' : '加入比較'}
    </Button>
  );
}
