// The profile's other sections (中學概覽 texts, by topic) under the profile's own headings: fee remission beside the
// fees, management beside the management facts, the rest on the facilities and features tab.
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { DataText } from '../../components/data-text.tsx';
import { secondaryProfileTexts, type SecondaryProfileTexts } from './secondary-profile.texts.ts';

type Key = keyof SecondaryProfileTexts;

export const FEE_TEXTS = ['feeRemission'] as const satisfies readonly Key[];
export const MANAGEMENT_TEXTS = ['managementStructure', 'governingBody', 'teacherDevelopment', 'managementLink'] as const satisfies readonly Key[];
export const OTHER_TEXTS = [
  'mission', 'schoolEthos', 'majorConcerns', 'developmentPlan', 'languagePolicy', 'learningAndTeaching',
  'schoolBasedCurriculum', 'curriculumRenewal', 'lifePlanning', 'learnerDiversity', 'integratedEducation',
  'nonChineseSpeakingSupport', 'assessmentAccommodations', 'orientationAndHealthyLiving', 'lifeWideLearning',
  'homeSchoolCooperation', 'parentTeacherAssociation', 'studentUnion', 'alumni', 'greenPolicy', 'other', 'remarks',
  'majorConcernsLink', 'teachingPlanLink', 'studentSupportLink', 'homeSchoolLink', 'developmentLink',
] as const satisfies readonly Key[];
type Topic = (typeof FEE_TEXTS)[number] | (typeof MANAGEMENT_TEXTS)[number] | (typeof OTHER_TEXTS)[number];
/** Every topic the page shows (the test checks it holds every topic the importer reads). */
export const TEXT_TOPICS: readonly string[] = [...FEE_TEXTS, ...MANAGEMENT_TEXTS, ...OTHER_TEXTS];

const linkClass = 'rounded text-primary underline underline-offset-4 break-all';

/** A link topic's address as a link; any other text as Chinese data. */
function TextValue({ text, newTab }: { text: string; newTab: string }) {
  if (!/^https?:\/\/\S+$/i.test(text)) return <DataText text={text} />;
  return (
    <a className={linkClass} href={text} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

/** The topics of `keys` that the profile has, in that order. */
export function textItems(texts: Record<string, string>, keys: readonly Topic[], t: Translation<SecondaryProfileTexts>): InfoItem[] {
  return keys.flatMap((key) => {
    const text = texts[key]?.trim();
    return text ? [{ label: t[key], value: <TextValue text={text} newTab={t.newTab} /> }] : [];
  });
}

/** A card of the profile's topics of `keys`; nothing when it has none of them. */
export function ProfileTextsCard({ texts, keys, title }: { texts: Record<string, string>; keys: readonly Topic[]; title: 'textsTitle' | 'managementTextsTitle' }) {
  const t = useTexts(secondaryProfileTexts);
  const items = textItems(texts, keys, t);
  if (items.length === 0) return null;
  return (
    <InfoCard title={t[title]}>
      <InfoList items={items} />
    </InfoCard>
  );
}
