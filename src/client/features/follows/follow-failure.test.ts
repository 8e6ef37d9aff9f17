import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../shared/i18n/catalogue.ts';
import { commonTexts } from '../../components/common.texts.ts';
import { ApiError } from '../../lib/api.ts';
import { failureOf } from './follow-failure.ts';
import { MAX_FOLLOWED_SCHOOLS } from '../../../shared/follow-limits.ts';
import { FollowProblem } from './follow-problem.ts';
import { followTexts } from './follow.texts.ts';

const t = textsOf(followTexts, 'zh-HK');
const common = textsOf(commonTexts, 'zh-HK');
const of = (error: unknown) => failureOf(error, t, common);

describe('failureOf', () => {
  it('keeps beside the button what leaves a feed reader as the way: no push here, none from the site, permission refused', () => {
    expect(of(new FollowProblem('unsupported'))).toEqual({ unavailable: 'unsupported' });
    expect(of(new FollowProblem('off'))).toEqual({ unavailable: 'off' });
    expect(of(new FollowProblem('denied'))).toEqual({ unavailable: 'denied' });
  });

  it('words the limits, the server’s refusals and the failed requests', () => {
    expect(of(new FollowProblem('tooManySchools'))).toEqual({ text: t.tooManySchools(MAX_FOLLOWED_SCHOOLS) });
    expect(of(new FollowProblem('noWorker'))).toEqual({ text: t.noWorker });
    expect(of(new ApiError(400, 'body schools: no school listed now has the id 9'))).toEqual({ text: t.refused('body schools: no school listed now has the id 9') });
    expect(of(new ApiError(413, 'too large'))).toEqual({ text: t.tooLarge });
    expect(of(new ApiError(429, 'too many'))).toEqual({ text: t.tooOften });
    expect(of(new ApiError('offline', 'offline'))).toEqual({ text: common.errorOffline });
    expect(of(new ApiError(503, 'busy'))).toEqual({ text: common.errorServer(503) });
    expect(of(new Error('chunk'))).toEqual({ text: common.errorUnexpected });
  });
});
