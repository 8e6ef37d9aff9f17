// The home page's first question, "what is near where we live?": choosing a place opens the search there,
// nearest first, with the school nets of the place above the results.
import { useNavigate } from '@tanstack/react-router';
import { useTexts } from '../../lib/use-texts.ts';
import { PlaceBar } from '../place/place-bar.tsx';
import { placeBarTexts } from '../place/place-bar.texts.ts';

export function HomePlaceSearch() {
  const t = useTexts(placeBarTexts);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="place-search-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5 shadow-sm">
        <h2 id="place-search-heading" className="text-xl font-bold text-slate-900">{t.homeHeading}</h2>
        <p className="text-sm text-slate-700">{t.homeIntro}</p>
        <PlaceBar
          value={{}}
          idPrefix="home"
          onChange={(place) => void navigate({ to: '/schools', search: { ...place, sort: place.near ? 'distance' : undefined } })}
        />
      </div>
    </section>
  );
}
