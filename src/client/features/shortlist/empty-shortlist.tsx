import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { shortlistTexts } from './shortlist.texts.ts';

export function EmptyShortlist() {
  const t = useTexts(shortlistTexts);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon name="starOutline" className="size-10 text-muted" />
      <h2 className="text-lg font-semibold text-slate-900">{t.emptyHeading}</h2>
      <p className="max-w-md text-slate-700">{t.emptyText}</p>
      <ButtonLink to="/schools">{t.toList}</ButtonLink>
    </div>
  );
}
