import type { School } from '../../../shared/schemas.ts';
import { formatDate } from '../../../shared/display/format.ts';

/** Where the school's details come from, and what is missing when it has no profile. */
export function SourceNote({ school }: { school: School }) {
  const profile = school.additionalInfo.profileSource;
  return (
    <p className="text-sm text-muted">
      資料來源：學校位置及資料（教育局）{profile ? `、${profile}` : ''}；更新日期：{formatDate(school.importedDate)}。
      {!profile && '此校未有學校概覽資料，部分欄位未能提供。'}
    </p>
  );
}
