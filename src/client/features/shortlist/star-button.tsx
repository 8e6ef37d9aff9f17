import type { School } from '../../../shared/schemas.ts';
import { Icon } from '../../components/icons.tsx';
import { shellTexts } from '../../layout/shell.texts.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { shortlistStore, useShortlist } from './shortlist-store.ts';

type Props = { school: Pick<School, 'id' | 'name' | 'englishName'>; className?: string };

/** Saves a school to the shortlist or takes it off; the state is announced through aria-pressed. */
export function StarButton({ school, className = '' }: Props) {
  const t = useTexts(shellTexts);
  const locale = useLocale();
  const saved = useShortlist().some((entry) => entry.id === school.id);
  const label = (saved ? t.unsave : t.save)(schoolLabel(school, locale));
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => (saved ? shortlistStore.remove(school.id) : shortlistStore.add([school.id]))}
      className={`grid size-9 shrink-0 place-items-center rounded-lg bg-white text-amber-600 ring-1 ring-border ring-inset hover:bg-amber-50 ${className}`}
    >
      <Icon name={saved ? 'star' : 'starOutline'} />
    </button>
  );
}
