// Several values of one list, as checkboxes in a disclosure whose summary says what is chosen. Native
// <details>: keyboard and screen readers work without script, and it costs no JavaScript.
import { joinList } from '../../../shared/display/brief-text.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { filtersSheetTexts } from './filters-sheet.texts.ts';

type Props = {
  id: string;
  /** The query parameter: a plain GET form sends each ticked value under it. */
  name: string;
  label: string;
  options: readonly string[];
  labelOf: (value: string) => string;
  value: readonly string[];
  onChange: (next: string[]) => void;
};

export function ChoiceList({ id, name, label, options, labelOf, value, onChange }: Props) {
  const t = useTexts(filtersSheetTexts);
  const locale = useLocale();
  const chosen = options.filter((option) => value.includes(option));
  const summary = chosen.length === 0 ? t.any : chosen.length <= 2 ? joinList(chosen.map(labelOf), locale) : t.chosenCount(chosen.length);
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">{label}</span>
      <details className="group relative">
        <summary aria-labelledby={`${id}-label ${id}-summary`}
          className="flex h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-border bg-white px-2.5 text-base text-slate-900">
          <span id={`${id}-summary`} className="truncate">{summary}</span>
          <span aria-hidden="true" className="text-muted group-open:rotate-180">▾</span>
        </summary>
        <fieldset className="mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-white p-2">
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label key={option} className="flex min-h-10 items-center gap-2 rounded px-2 text-sm hover:bg-slate-50">
              <input type="checkbox" name={name} value={option} checked={value.includes(option)}
                onChange={(event) => toggle(option, event.currentTarget.checked)} className="size-5 accent-primary" />
              {labelOf(option)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
