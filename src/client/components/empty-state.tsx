// A list with nothing in it yet (the compare list, the shortlist): what it is for, and the way to the schools.
import { ButtonLink } from './button.tsx';
import { Icon, type IconName } from './icons.tsx';

type Props = { icon: IconName; heading: string; text: string; toList: string };

export function EmptyState({ icon, heading, text, toList }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon name={icon} className="size-10 text-muted" />
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <p className="max-w-md text-slate-700">{text}</p>
      <ButtonLink to="/schools">{toList}</ButtonLink>
    </div>
  );
}
