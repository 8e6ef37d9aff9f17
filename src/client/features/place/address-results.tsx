// A typed address looked up on demand (GET /api/address). When the lookup service cannot be reached the
// message says so and points to the other ways; it never spins for ever (the server has a time limit).
import { useQuery } from '@tanstack/react-query';
import type { AddressCandidate } from '../../../shared/address-schemas.ts';
import { addressQuery } from '../../lib/queries.ts';
import { ChoiceButton } from './choice-button.tsx';

type Props = { text: string; onChoose: (candidate: AddressCandidate) => void };

export function AddressResults({ text, onChoose }: Props) {
  const lookup = useQuery(addressQuery(text));
  const canLook = text.trim().length >= 2;
  return (
    <div className="flex flex-col gap-2">
      <button type="button" disabled={!canLook || lookup.isFetching} onClick={() => void lookup.refetch()}
        className="self-start rounded-lg px-2 py-2 text-sm font-medium text-primary underline disabled:text-muted disabled:no-underline">
        以地址查詢「{text.trim() || '…'}」
      </button>
      <div aria-live="polite" className="text-sm">
        {lookup.isFetching && <p className="text-muted">正在查詢地址…</p>}
        {lookup.isError && !lookup.isFetching && (
          <p role="alert" className="text-danger">地址查詢暫時未能使用。請改用「我附近」、港鐵站或地區。</p>
        )}
        {lookup.data && !lookup.isFetching && lookup.data.candidates.length === 0 && <p className="text-muted">找不到這個地址。</p>}
      </div>
      {lookup.data && !lookup.isFetching && lookup.data.candidates.length > 0 && (
        <ul aria-label="地址查詢結果" className="flex flex-col gap-1">
          {lookup.data.candidates.map((candidate) => (
            <li key={`${candidate.lat},${candidate.lon},${candidate.label}`}>
              <ChoiceButton title={candidate.label} detail={candidate.district ?? '地址'} onClick={() => onChoose(candidate)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
