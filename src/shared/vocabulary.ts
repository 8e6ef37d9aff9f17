// The one vocabulary of school values: every district, category, school type, gender, religion, session, K1
// vacancy code and link to a secondary school, with its label in Traditional Chinese and in English. The value
// itself (the key) is what the database, the API, URLs and JSON use, as the SPEC has them, in both languages:
// /en/schools?district=沙田區 is the same search as /schools?district=沙田區. English labels follow the EDB
// location file's English columns (SOURCES.md §1), in title case.
// One module per kind of value (src/shared/vocabulary/), so that a bundle carries the kinds its code labels and no
// other; this module gathers them for code that labels many kinds.

export { DISTRICT_LABELS } from './vocabulary/districts.ts';
export { CATEGORY_LABELS } from './vocabulary/categories.ts';
export { SCHOOL_TYPE_LABELS } from './vocabulary/school-types.ts';
export { GENDER_LABELS } from './vocabulary/genders.ts';
export { RELIGION_LABELS } from './vocabulary/religions.ts';
export { SESSION_LABELS } from './vocabulary/sessions.ts';
export { VACANCY_LABELS } from './vocabulary/vacancies.ts';
export { SECONDARY_LINK_LABELS } from './vocabulary/secondary-links.ts';
export { TEACHING_LANGUAGE_LABELS } from './vocabulary/teaching-languages.ts';
export { EDB_CATEGORY_LABELS } from './vocabulary/edb-categories.ts';
export { labelOf, type Labels } from './vocabulary/labels.ts';
