// A failed follow or stop in the parent's words: said beside the button when this browser cannot be notified here
// (with the Atom feed instead), else a toast.
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { errorMessage } from '../../components/error-state.tsx';
import type { CommonTexts } from '../../components/common.texts.ts';
import { ApiError } from '../../lib/api.ts';
import { MAX_FOLLOWED_SCHOOLS, MAX_FOLLOWED_SEARCHES } from '../../../shared/follow-limits.ts';
import { FollowProblem } from './follow-problem.ts';
import type { FollowTexts } from './follow.texts.ts';

/** Problems that stay beside the button: a feed reader is the way left. */
export type Unavailable = 'unsupported' | 'off' | 'denied';

export function failureOf(error: unknown, t: Translation<FollowTexts>, common: Translation<CommonTexts>): { unavailable: Unavailable } | { text: string } {
  if (error instanceof FollowProblem) {
    const { problem } = error;
    if (problem === 'unsupported' || problem === 'off' || problem === 'denied') return { unavailable: problem };
    if (problem === 'tooManySchools') return { text: t.tooManySchools(MAX_FOLLOWED_SCHOOLS) };
    if (problem === 'tooManySearches') return { text: t.tooManySearches(MAX_FOLLOWED_SEARCHES) };
    return { text: t.noWorker };
  }
  if (error instanceof ApiError && error.status === 400) return { text: t.refused(error.message) };
  if (error instanceof ApiError && error.status === 413) return { text: t.tooLarge };
  if (error instanceof ApiError && error.status === 429) return { text: t.tooOften };
  return { text: errorMessage(error, common) };
}
