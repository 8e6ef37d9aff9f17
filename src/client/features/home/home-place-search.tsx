// The home page's first question, "what is near where we live?": choosing a place opens the search there,
// nearest first, with the school nets of the place above the results.
import { useNavigate } from '@tanstack/react-router';
import { PlaceBar } from '../place/place-bar.tsx';

export function HomePlaceSearch() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="place-search-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5 shadow-sm">
        <h2 id="place-search-heading" className="text-xl font-bold text-slate-900">找附近的學校</h2>
        <p className="text-sm text-slate-700">由住所、港鐵站、地區或地址出發，看看附近有哪些學校，以及那裏屬於哪個校網。</p>
        <PlaceBar
          value={{}}
          idPrefix="home"
          onChange={(place) => void navigate({ to: '/schools', search: { ...place, sort: place.near ? 'distance' : undefined } })}
        />
      </div>
    </section>
  );
}
