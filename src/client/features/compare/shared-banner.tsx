// Shown when the compare link names other schools than the parent's own list: theirs stays as it is until
// they choose to replace it.
import { Button } from '../../components/button.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { ownCount: number; onKeep: () => void; onShowOwn: () => void };

export function SharedBanner({ ownCount, onKeep, onShowOwn }: Props) {
  const t = useTexts(compareTexts);
  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary-light p-4 print:hidden">
      <h2 id="shared-heading" className="font-bold text-slate-900">{t.sharedHeading}</h2>
      <p className="text-sm text-slate-800">{t.sharedText(ownCount)}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeep}>{t.makeMine}</Button>
        <Button size="sm" variant="secondary" onClick={onShowOwn}>{t.myList}</Button>
      </div>
    </section>
  );
}
