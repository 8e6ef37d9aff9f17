import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  /** The query parameter it stands for in a plain GET form. */
  name?: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly string[];
  labels?: Record<string, string>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** A labelled native select with an 'all' first option; undefined shows as 'all'. */
export function SelectField({ id, name, label, value, allLabel, options, labels, onChange }: Props) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? 'all'}
        onChange={onChange}
        className="h-11 w-full min-w-0 rounded-lg border border-border bg-white px-2.5 text-base text-slate-900"
      >
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}
