import type { School } from '../../../shared/schemas.ts';
import { MISSING, orDefault } from '../../../shared/display/format.ts';
import { areaText } from '../../../shared/display/fact-text.ts';
import { absentText, classroomText, curriculumText } from '../../../shared/display/school-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { EDB_CATEGORY_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';
import { SecondaryFacilities } from './secondary-profile.tsx';

export function facilityItems(school: School, t: Translation<SchoolDetailTexts>, locale: Locale): InfoItem[] {
  const info = school.additionalInfo;
  // The profiles describe rooms and play areas in Chinese only: their words, marked as Chinese on English pages.
  const text = (value: string | null | undefined, fallback: string) => <DataText text={orDefault(value, fallback)} />;
  const items: InfoItem[] = [{ label: t.area, value: <DataText text={areaText(school.area, locale)} /> }];
  const missing = absentText(school, undefined, locale);
  if (school.schoolCategory === '幼稚園') {
    // The registered classroom count has its own field (the original site showed the area here by mistake).
    items.push(
      { label: t.registeredClassrooms, value: classroomText(school, locale) },
      { label: t.outdoorPlayArea, value: text(info.outdoorPlayArea, missing) },
      { label: t.indoorPlayArea, value: text(info.indoorPlayArea, missing) },
      { label: t.musicRoom, value: text(info.musicRoom, missing) },
      { label: t.otherSpecialRooms, value: text(info.otherSpecialRooms, missing) },
    );
  } else {
    items.push({ label: t.classrooms, value: orDefault(info.classroomCount, MISSING[locale].notProvided) });
    if (school.schoolCategory === '小學') items.push({ label: t.specialRooms, value: text(info.otherSpecialRooms, missing) });
  }
  if (info.curriculumType) items.push({ label: t.curriculumType, value: <DataText text={curriculumText(info.curriculumType, locale)} /> });
  if (info.edbCategory) items.push({ label: t.edbCategory, value: <DataText text={labelOf(EDB_CATEGORY_LABELS, info.edbCategory, locale)} /> });
  return items;
}

export function FacilitiesTab({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  return (
    <>
      <InfoCard title={t.tabFacilities}>
        <InfoList items={facilityItems(school, t, locale)} columns={2} />
      </InfoCard>
      <SecondaryFacilities school={school} />
    </>
  );
}
