// From an ALS answer to the candidates the API gives: in Hong Kong, labelled, one per label, at most five.
import { MAX_ADDRESS_CANDIDATES, type AddressCandidate } from '../../shared/address-schemas.ts';
import { insideHongKong } from '../../shared/geo.ts';
import { readSuggestions } from './als-answer.ts';
import { chineseDistrict, chineseLabel, englishLabel } from './als-label.ts';

/** Throws (see readSuggestions) when the answer does not have the shape of an ALS answer. */
export function candidatesFromAnswer(json: unknown): AddressCandidate[] {
  const candidates: AddressCandidate[] = [];
  const seen = new Set<string>();
  for (const suggestion of readSuggestions(json)) {
    const premises = suggestion.Address.PremisesAddress;
    const point = { lat: premises.GeospatialInformation.Latitude, lon: premises.GeospatialInformation.Longitude };
    if (!insideHongKong(point)) continue;
    const labelEn = englishLabel(premises.EngPremisesAddress);
    const label = chineseLabel(premises.ChiPremisesAddress) || labelEn;
    // ALS lists a place once per block or entrance at times: the same words are shown once, the first (best).
    if (!label || seen.has(label)) continue;
    seen.add(label);
    candidates.push({
      label,
      labelEn,
      ...point,
      district: chineseDistrict(premises.ChiPremisesAddress),
      score: suggestion.ValidationInformation.Score,
    });
    if (candidates.length === MAX_ADDRESS_CANDIDATES) break;
  }
  return candidates;
}
