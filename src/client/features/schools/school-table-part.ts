// The list's table view: a choice, whose code loads when chosen, not with the first screen (or with the page when
// its address asks for the table: src/client/router.tsx).
import { codePart } from '../../lib/code-part.ts';

export const schoolTablePart = codePart(() => import('./school-table.tsx'));
