import type { School } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { shellTexts } from '../../layout/shell.texts.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { useCompareList } from './use-compare-list.ts';

type Props = { school: Pick<School, 'id' | 'name' | 'englishName'>; size?: 'sm' | 'md'; className?: string };

/** Add to / remove from the compare list; the state is announced through aria-pressed. */
export function CompareButton({ school, size = 'sm', className }: Props) {
  const t = useTexts(shellTexts);
  const name = schoolLabel(school, useLocale());
  const compare = useCompareList();
  const selected = compare.has(school.id);
  return (
    <Button
      variant={selected ? 'danger' : 'secondary'}
      size={size}
      className={className}
      aria-pressed={selected}
      aria-label={selected ? t.compareRemoveLabel(name) : t.compareAddLabel(name)}
      onClick={() => (selected ? compare.remove(school.id) : compare.add(school.id))}
    >
      <Icon name={selected ? 'check' : 'compare'} className="size-4" />
      {selected ? t.compareRemove : t.compareAdd}
    </Button>
  );
}
