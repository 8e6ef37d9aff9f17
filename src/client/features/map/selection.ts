// Where to draw the selected school: its map point when it matches the filters, else its own record.
import type { MapPoint, School } from '../../../shared/schemas.ts';
import { englishNameOf } from '../../lib/english-name.ts';

export interface SelectedSchool {
  id: number;
  name: string;
  /** The official English name, for English pages. */
  englishName?: string;
  schoolCategory: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

export function toSelected(
  id: number | undefined,
  points: readonly MapPoint[] | undefined,
  school: School | undefined,
): SelectedSchool | null {
  if (!id) return null;
  const point = points?.find((candidate) => candidate.id === id);
  if (point) return point;
  if (school?.id !== id || school.latitude === null || school.longitude === null) return null;
  const { name, schoolCategory, latitude, longitude } = school;
  const englishName = englishNameOf(school);
  return { id, name, ...(englishName === undefined ? {} : { englishName }), schoolCategory, latitude, longitude, approximate: false };
}
