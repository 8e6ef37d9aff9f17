import { Icon } from '../../components/icons.tsx';

type View = 'grid' | 'table';
const OPTIONS: { value: View; label: string; icon: 'grid' | 'table' }[] = [
  { value: 'grid', label: '卡片', icon: 'grid' },
  { value: 'table', label: '表格', icon: 'table' },
];

export function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div role="group" aria-label="顯示方式" className="inline-flex rounded-lg bg-white p-1 ring-1 ring-border">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className="inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 aria-pressed:bg-primary aria-pressed:text-white"
        >
          <Icon name={option.icon} className="size-4" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
