// A typed address looked up on demand (GET /api/address). When the lookup service cannot be reached the
// message says so and points to the other ways; it never spins for ever (the server has a time limit). In
// English the lookup's English address and district are shown where it gives them.
import { useQuery } from '@tanstack/react-query';
import type { AddressCandidate } from '../../../shared/address-schemas.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { addressQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { ChoiceButton } from './choice-button.tsx';
import { placeTexts } from './place.texts.ts';

type Props = { text: string; onChoose: (candidate: AddressCandidate) => void };

export function AddressResults({ text, onChoose }: Props) {
  const t = useTexts(placeTexts);
  const locale = useLocale();
  const lookup = useQuery(addressQuery(text));
  const canLook = text.trim().length >= 2;
  return (
    <div className="flex flex-col gap-2">
      <button type="button" disabled={!canLook || lookup.isFetching} onClick={() => void lookup.refetch()}
        className="self-start rounded-lg px-2 py-2 text-sm font-medium text-primary underline disabled:text-muted disabled:no-underline">
        {t.lookUp}
        <DataText text={t.quoted(text.trim() || '…')} />
      </button>
      <div aria-live="polite" className="text-sm">
        {lookup.isFetching && <p className="text-muted">{t.lookingUp}</p>}
        {lookup.isError && !lookup.isFetching && <p role="alert" className="text-danger">{t.lookupFailed}</p>}
        {lookup.data && !lookup.isFetching && lookup.data.candidates.length === 0 && <p className="text-muted">{t.noAddress}</p>}
      </div>
      {lookup.data && !lookup.isFetching && lookup.data.candidates.length > 0 && (
        <ul aria-label={t.addresses} className="flex flex-col gap-1">
          {lookup.data.candidates.map((candidate) => (
            <li key={`${candidate.lat},${candidate.lon},${candidate.label}`}>
              <ChoiceButton title={<DataText text={(locale === 'en' && candidate.labelEn) || candidate.label} />}
                detail={candidate.district ? labelOf(DISTRICT_LABELS, candidate.district, locale) : t.address} onClick={() => onChoose(candidate)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
