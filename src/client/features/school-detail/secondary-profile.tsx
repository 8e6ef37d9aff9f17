// A secondary school's profile (中學概覽) facts on its page, each on the tab where a primary school's page has its
// like: classes, fees, S1 admission and subjects on the basic tab; facilities, transport and the profile's other
// sections on the facilities tab; teachers and management on the management tab. Nothing without a profile.
import type { School, SecondaryProfileFacts } from '../../../shared/schemas.ts';
import { MISSING } from '../../../shared/display/format.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import { SecondaryAdmissionCard } from './secondary-admission.tsx';
import { SecondaryFeesCard } from './secondary-fees.tsx';
import { chineseOr, secondaryProfileOf } from './secondary-profile-parts.tsx';
import { MANAGEMENT_TEXTS, OTHER_TEXTS, ProfileTextsCard } from './secondary-profile-texts.tsx';
import { secondaryProfileTexts } from './secondary-profile.texts.ts';

type Teachers = SecondaryProfileFacts['teachers'];
const COUNTS = ['approvedPosts', 'total'] as const satisfies readonly (keyof Teachers)[];
const PERCENTAGES = [
  'trainedPct', 'bachelorPct', 'mastersOrAbovePct', 'specialEducationPct', 'experience0to4Pct', 'experience5to9Pct', 'experience10PlusPct',
] as const satisfies readonly (keyof Teachers)[];

export function SecondaryBasic({ school }: { school: School }) {
  const profile = secondaryProfileOf(school);
  if (!profile) return null;
  return (
    <>
      <SecondaryFeesCard profile={profile} />
      <SecondaryAdmissionCard profile={profile} />
    </>
  );
}

export function SecondaryFacilities({ school }: { school: School }) {
  const profile = secondaryProfileOf(school);
  return profile ? <FacilitiesCards profile={profile} /> : null;
}

export function SecondaryManagement({ school }: { school: School }) {
  const profile = secondaryProfileOf(school);
  return profile ? <ManagementCards profile={profile} /> : null;
}

function FacilitiesCards({ profile }: { profile: SecondaryProfileFacts }) {
  const t = useTexts(secondaryProfileTexts);
  const missing = MISSING[useLocale()].notProvided;
  const items = (['facilities', 'senFacilities', 'transport'] as const).map((key) => ({ label: t[key], value: chineseOr(profile[key], missing) }));
  return (
    <>
      <InfoCard title={t.facilitiesTitle}>
        <InfoList items={items} />
      </InfoCard>
      <ProfileTextsCard texts={profile.texts} keys={OTHER_TEXTS} title="textsTitle" />
    </>
  );
}

function ManagementCards({ profile }: { profile: SecondaryProfileFacts }) {
  const t = useTexts(secondaryProfileTexts);
  const missing = MISSING[useLocale()].notProvided;
  const teachers = profile.teachers;
  const items = [
    ...COUNTS.map((key) => ({ label: t[key], value: teachers[key] ?? missing })),
    ...PERCENTAGES.map((key) => ({ label: t[key], value: teachers[key] === null ? missing : `${teachers[key]}%` })),
  ];
  return (
    <>
      <InfoCard title={t.teachersTitle}>
        <InfoList items={items} columns={2} />
      </InfoCard>
      <ProfileTextsCard texts={profile.texts} keys={MANAGEMENT_TEXTS} title="managementTextsTitle" />
    </>
  );
}
