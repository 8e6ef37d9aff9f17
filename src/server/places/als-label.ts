// Readable one-line addresses from ALS's address parts: building, street and number, district.
import type { ChinesePremises, EnglishPremises } from './als-answer.ts';

type Numbered = { BuildingNoFrom?: string; BuildingNoTo?: string; LocationName?: string } | undefined;

const join = (parts: (string | undefined)[], separator: string) => parts.filter((p) => p).join(separator);

/** A Chinese district name (沙田區), not a code some answers give instead (ST). */
export function chineseDistrict(premises: ChinesePremises | undefined): string | null {
  const name = premises?.ChiDistrict?.DcDistrict;
  return name && /\p{Script=Han}/u.test(name) ? name : null;
}

function chineseNumber(place: Numbered): string {
  const from = place?.BuildingNoFrom;
  const to = place?.BuildingNoTo;
  if (from && to) return `${from}至${to}號`;
  return from || to ? `${from || to}號` : '';
}

export function chineseLabel(premises: ChinesePremises | undefined): string {
  if (!premises) return '';
  const { ChiEstate: estate, ChiBlock: block, ChiStreet: street, ChiVillage: village } = premises;
  const estatePart = join([estate?.EstateName, estate?.ChiPhase?.PhaseNo, estate?.ChiPhase?.PhaseName], '');
  const blockPart = join([block?.BlockNo, block?.BlockDescriptor], '');
  const building = join([estatePart + blockPart, premises.BuildingName], ' ');
  const streetPart = street?.StreetName ? `${street.LocationName ?? ''}${street.StreetName}${chineseNumber(street)}` : '';
  const villagePart = village?.VillageName ? `${village.LocationName ?? ''}${village.VillageName}${chineseNumber(village)}` : '';
  const place = join([streetPart, villagePart], ' ');
  return join([building, place, chineseDistrict(premises) ?? premises.Region], '，');
}

function englishNumber(place: Numbered): string {
  const from = place?.BuildingNoFrom;
  const to = place?.BuildingNoTo;
  return from && to ? `${from}-${to}` : (from || to || '');
}

export function englishLabel(premises: EnglishPremises | undefined): string | null {
  if (!premises) return null;
  const { EngEstate: estate, EngBlock: block, EngStreet: street, EngVillage: village } = premises;
  const blockPart =
    block?.BlockDescriptorPrecedenceIndicator === 'Y'
      ? join([block.BlockDescriptor, block.BlockNo], ' ')
      : join([block?.BlockNo, block?.BlockDescriptor], ' ');
  const phasePart = join([estate?.EngPhase?.PhaseName, estate?.EngPhase?.PhaseNo], ' ');
  const streetPart = street?.StreetName ? join([englishNumber(street), street.StreetName], ' ') : '';
  const villagePart = village?.VillageName ? join([englishNumber(village), village.VillageName], ' ') : '';
  const location = street?.LocationName ?? village?.LocationName;
  // Some answers give a code (ST) for the district: only a name (SHA TIN DISTRICT) is shown.
  const district = premises.EngDistrict?.DcDistrict;
  const districtName = district && !/^[A-Z]{1,4}$/.test(district) ? district : undefined;
  const label = join(
    [premises.BuildingName, blockPart, phasePart, estate?.EstateName, streetPart, villagePart, location, districtName],
    ', ',
  );
  return label || null;
}
