// What one follow may hold (issue 27): the server's schemas (follow-schemas.ts) and the browser's buttons both read
// them here, a module without zod, which the browser's code does not ship (decision record 003).
export const MAX_FOLLOWED_SCHOOLS = 50;
export const MAX_FOLLOWED_SEARCHES = 10;
