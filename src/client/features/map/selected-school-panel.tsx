// The chosen school under the map: name, address, a link to its page and to Google Maps.
import { useQuery } from '@tanstack/react-query';
import { addressText } from '../../../shared/display/brief-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import type { School } from '../../../shared/schemas.ts';
import { ButtonLink, ExternalButton } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Icon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { useFrom } from '../../lib/list-context.ts';
import { englishNameOf } from '../../lib/english-name.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { dataLang } from './map-labels.ts';
import { mapTexts, type MapTexts } from './map.texts.ts';

export const googleMapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function SelectedSchoolPanel({ id, onClear }: { id: number; onClear: () => void }) {
  const from = useFrom();
  const school = useQuery(schoolQuery(id));
  const t = useTexts(mapTexts);
  const locale = useLocale();
  if (school.isError) return <ErrorState title={t.selectedFailed} error={school.error} onRetry={() => void school.refetch()} />;
  return (
    <section aria-labelledby="selected-school-title" className="rounded-xl border-2 border-primary/30 bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-muted">{t.selected}</p>
      {school.isPending ? (
        <div role="status" aria-label={t.loadingSelected} className="mt-2 flex flex-col gap-2">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
      ) : (
        <SchoolFacts school={school.data} id={id} from={from} onClear={onClear} t={t} locale={locale} />
      )}
    </section>
  );
}

interface SchoolFactsProps {
  school: School;
  id: number;
  from: ReturnType<typeof useFrom>;
  onClear: () => void;
  t: Translation<MapTexts>;
  locale: Locale;
}

/** The school's names (on English pages the English one, the Chinese one under it), address and actions. */
function SchoolFacts({ school, id, from, onClear, t, locale }: SchoolFactsProps) {
  const englishName = locale === 'en' ? englishNameOf(school) : undefined;
  const name = englishName ?? school.name;
  const address = addressText(school, locale);
  return (
    <>
      <h2 id="selected-school-title" className="mt-1 flex items-start gap-2 text-lg font-semibold text-slate-900">
        <CategoryIcon category={school.schoolCategory} className="mt-1 size-5 shrink-0" />
        <span lang={dataLang(name, locale)}>{name}</span>
      </h2>
      {englishName && (
        <p lang="zh-Hant" className="mt-0.5 pl-7 text-sm text-slate-700">
          {school.name}
        </p>
      )}
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
        <Icon name="place" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span lang={dataLang(address, locale)}>{address}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to="/schools/$id" params={{ id }} search={{ from }} size="sm">
          {t.details}
        </ButtonLink>
        <ExternalButton href={googleMapsUrl(school.address)} variant="secondary" size="sm">
          <Icon name="external" className="size-4" />
          {t.openInGoogleMaps}
          <span className="sr-only">{t.newTab}</span>
        </ExternalButton>
        <button type="button" onClick={onClear} className="h-9 px-2 text-sm text-primary underline-offset-2 hover:underline">
          {t.clearSelection}
        </button>
      </div>
    </>
  );
}
