import type { School } from '../../../shared/schemas.ts';
import { orDefault } from '../../../shared/display/format.ts';
import { areaText } from '../../../shared/display/fact-text.ts';
import { absentText, classroomText } from '../../../shared/display/school-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { SecondaryFacilities } from './secondary-profile.tsx';

export function facilityItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const items: InfoItem[] = [{ label: '佔地面積', value: areaText(school.area) }];
  const missing = absentText(school);
  if (school.schoolCategory === '幼稚園') {
    // The registered classroom count has its own field (the original site showed the area here by mistake).
    items.push(
      { label: '註冊課室數目', value: classroomText(school) },
      { label: '戶外遊戲場地', value: orDefault(info.outdoorPlayArea, missing) },
      { label: '室內遊戲場地', value: orDefault(info.indoorPlayArea, missing) },
      { label: '音樂室', value: orDefault(info.musicRoom, missing) },
      { label: '其他特別室', value: orDefault(info.otherSpecialRooms, missing) },
    );
  } else {
    items.push({ label: '課室數目', value: orDefault(info.classroomCount) });
    if (school.schoolCategory === '小學') items.push({ label: '特別室', value: orDefault(info.otherSpecialRooms, missing) });
  }
  if (info.curriculumType) items.push({ label: '課程類型', value: info.curriculumType });
  if (info.edbCategory) items.push({ label: '教育局學校類別', value: info.edbCategory });
  return items;
}

export function FacilitiesTab({ school }: { school: School }) {
  return (
    <>
      <InfoCard title="設施及特色">
        <InfoList items={facilityItems(school)} columns={2} />
      </InfoCard>
      <SecondaryFacilities school={school} />
    </>
  );
}
