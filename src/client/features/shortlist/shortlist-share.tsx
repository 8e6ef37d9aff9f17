import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { shortlistTexts } from './shortlist.texts.ts';

/** This page's address with the schools (not the notes): opened elsewhere, it shows them as a shared shortlist. */
export function ShortlistShare({ ids }: { ids: readonly number[] }) {
  const t = useTexts(shortlistTexts);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${window.location.pathname}?schools=${ids.join(',')}`;
  const copy = () => void navigator.clipboard.writeText(link).then(() => setCopied(true), () => setCopied(false));
  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-2 rounded-xl border border-border bg-white p-4 shadow-sm">
      <h2 id="share-heading" className="text-lg font-bold text-slate-900">{t.shareHeading}</h2>
      <p id="share-hint" className="text-sm text-slate-700">{t.shareText}</p>
      <label htmlFor="share-link" className="text-sm font-medium text-slate-800">{t.shareLink}</label>
      <div className="flex flex-wrap gap-2">
        <input
          id="share-link"
          readOnly
          value={link}
          aria-describedby="share-hint"
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-slate-50 px-3 text-base"
        />
        <Button onClick={copy}>{t.copy}</Button>
      </div>
      <p role="status" className="text-sm text-slate-700">{copied ? t.copied : ''}</p>
    </section>
  );
}
