import { CATEGORIES } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/constants.ts';
import { CATEGORY_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { value: Category | undefined; onChange: (value: Category | undefined) => void; disabled?: boolean };

/** Segmented 全部 / 幼稚園 / 小學 / 中學 buttons (aria-pressed). */
export function CategoryFilter({ value, onChange, disabled }: Props) {
  const t = useTexts(compareTexts);
  const locale = useLocale();
  const options = [{ value: undefined, label: t.all }, ...CATEGORIES.map((category) => ({ value: category, label: labelOf(CATEGORY_LABELS, category, locale) }))];
  return (
    <div role="group" aria-label={t.categoryGroup} className="flex flex-wrap gap-2">
      {options.map((option) => (
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
