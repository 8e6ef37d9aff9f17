// Popup body for one school: the name at once, then address and phone from /api/schools/:id.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { schoolQuery } from '../../lib/queries.ts';
import { MISSING, orDefault } from '../../../shared/display/format.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { useFrom } from '../../lib/list-context.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { mapTexts } from './map.texts.ts';
import { StarButton } from '../shortlist/star-button.tsx';

interface SchoolPopupProps {
  id: number;
  name: string;
  approximate?: boolean;
}

export function SchoolPopup({ id, name, approximate = false }: SchoolPopupProps) {
  const from = useFrom();
  const school = useQuery(schoolQuery(id));
  const t = useTexts(mapTexts);
  const locale = useLocale();
  return (
    <div className="flex min-w-48 flex-col gap-1 text-sm text-slate-800">
      <div className="flex items-start justify-between gap-2">
        <p className="m-0! text-base font-semibold text-slate-900"><DataText text={name} /></p>
        <StarButton school={school.data ?? { id, name, englishName: null }} />
      </div>
      {school.isPending && <p className="m-0! text-muted">{t.loadingSchool}</p>}
      {school.isError && <p className="m-0! text-danger">{t.schoolFailed}</p>}
      {school.data && (
        <>
          <p className="m-0!">
            <span className="text-muted">{t.address}</span>
            <DataText text={addressText(school.data, locale)} />
          </p>
          <p className="m-0!">
            <span className="text-muted">{t.phone}</span>
            {orDefault(school.data.phone, MISSING[locale].notProvided)}
          </p>
        </>
      )}
      {approximate && <p className="m-0! text-xs text-warning">{t.approximate}</p>}
      <Link
        to="/schools/$id"
        params={{ id }}
        search={{ from }}
        className="mt-1 inline-flex h-9 items-center justify-center rounded-lg bg-primary px-3 font-medium text-white! no-underline hover:bg-primary-dark"
      >
        {t.details}
      </Link>
    </div>
  );
}
