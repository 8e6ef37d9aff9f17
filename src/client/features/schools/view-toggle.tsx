import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { schoolsTexts } from './schools.texts.ts';

type View = 'grid' | 'table';
const OPTIONS = [
  { value: 'grid', label: 'cards', icon: 'grid' },
  { value: 'table', label: 'table', icon: 'table' },
] as const satisfies readonly { value: View; label: string; icon: 'grid' | 'table' }[];

export function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const t = useTexts(schoolsTexts);
  return (
    <div role="group" aria-label={t.viewLabel} className="inline-flex rounded-lg bg-white p-1 ring-1 ring-border">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 aria-pressed:bg-primary aria-pressed:text-white"
        >
          <Icon name={option.icon} className="size-4" />
          {t[option.label]}
        </button>
      ))}
    </div>
  );
}
