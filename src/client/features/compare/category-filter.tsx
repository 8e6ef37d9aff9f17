import { CATEGORIES } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/constants.ts';

const OPTIONS: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: '全部' },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

type Props = { value: Category | undefined; onChange: (value: Category | undefined) => void; disabled?: boolean };

/** Segmented 全部 / 幼稚園 / 小學 / 中學 buttons (aria-pressed). */
export function CategoryFilter({ value, onChange, disabled }: Props) {
  return (
    <div role="group" aria-label="學校類別" className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          disabled={disabled}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="h-9 rounded-full px-4 text-sm font-medium text-slate-700 ring-1 ring-border ring-inset hover:bg-primary-light disabled:opacity-60 aria-pressed:bg-primary aria-pressed:text-white aria-pressed:ring-primary"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
