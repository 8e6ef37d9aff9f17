// The facts each dataset gives a school, told apart in the built entry (issue 10, decision 012): what is kept per
// school year of that dataset, so that next year's profile or list sits beside this year's instead of replacing it.
// The list of schools keeps its own facts (write-years.ts); these are the datasets joined into it.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import type { AdditionalInfo } from '../../shared/schemas.ts';
import type { DatasetKey } from './dataset-list.ts';
import type { DirectoryEntry } from './directory-entry.ts';

export type DatasetFacts = Record<string, unknown>;
type Category = DirectoryEntry['schoolCategory'];

const PROFILE_OF = { 幼稚園: 'kgProfiles', 小學: 'primaryProfiles', 中學: 'secondaryProfiles' } as const satisfies Record<Category, DatasetKey>;

/** Top-level fields a profile fills. */
const PROFILE_FIELDS = [
  'gender', 'religiousAffiliation', 'foundingYear', 'motto', 'principal', 'principalTitle', 'supervisor', 'supervisorTitle',
  'sponsoringBody', 'area', 'email', 'schoolType', 'financialType',
] as const satisfies readonly (keyof DirectoryEntry)[];

/** The dataset an additionalInfo value comes from; null for the location file's own (edbCategory, specialSchool). */
function ownerOf(key: keyof AdditionalInfo, category: Category): DatasetKey | null {
  switch (key) {
    case 'edbCategory':
    case 'specialSchool':
      return null;
    case 'vacancy':
      return 'kgVacancy';
    case 'servesNets':
      return 'sspaNets';
    case 'throughTrainPrimary':
      return 'throughTrain';
    case 'schoolNet':
      return category === '中學' ? 'sspaNets' : PROFILE_OF[category];
    default:
      return PROFILE_OF[category];
  }
}

/** Each dataset's facts of one school: its profile's (when it has one) and each list's that names it. */
export function datasetFactsOf(entry: DirectoryEntry): Partial<Record<DatasetKey, DatasetFacts>> {
  const facts: Partial<Record<DatasetKey, DatasetFacts>> = {};
  const add = (dataset: DatasetKey, key: string, value: unknown) => {
    if (value !== null && value !== undefined) facts[dataset] = { ...facts[dataset], [key]: value };
  };
  const profile = PROFILE_OF[entry.schoolCategory];
  const { fees, ...info } = entry.additionalInfo;
  for (const [key, value] of Object.entries(info)) {
    const owner = ownerOf(key as keyof AdditionalInfo, entry.schoolCategory);
    if (owner && (owner !== profile || entry.additionalInfo.profileSource)) add(owner, key, value);
  }
  // A fee row: EDB's DSS list gives the tuition and boarding, the profile its own wording.
  if (fees && (fees.tuitionMin !== null || fees.boarding !== null)) add('dssFees', 'fees', { ...fees, profileNote: null });
  if (entry.additionalInfo.profileSource) {
    add(profile, 'feeNote', fees?.profileNote);
    for (const field of PROFILE_FIELDS) add(profile, field, entry[field]);
  }
  if (entry.schoolCategory === '幼稚園' && entry.financialType === KG_SCHEME_JOINED) add('kgScheme', 'financialType', entry.financialType);
  return facts;
}
