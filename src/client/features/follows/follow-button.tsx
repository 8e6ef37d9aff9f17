// 通知我 / 已通知: follows a school, the shortlist's schools or a search, and stops it (aria-pressed says which). The
// code that follows (permission, subscription, requests) loads on the tap (follow-actions.ts). Outcomes are toasts;
// a browser that cannot be notified here is told so beside the button, with the Atom feed instead.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { commonTexts } from '../../components/common.texts.ts';
import { Icon } from '../../components/icons.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { showToast } from '../toast/toast-store.ts';
import { failureOf, type Unavailable } from './follow-failure.ts';
import { isFollowed, listsOf, type FollowTarget } from './follow-lists.ts';
import { askPermission, followActions } from './follow-problem.ts';
import { useFollow } from './follow-query.ts';
import { followTexts } from './follow.texts.ts';

type Props = { target: FollowTarget; /** The Atom feed of the same changes, offered where notifications are not. */ feed?: string };

export function FollowButton({ target, feed }: Props) {
  const t = useTexts(followTexts);
  const common = useTexts(commonTexts);
  const locale = useLocale();
  const client = useQueryClient();
  const { follow } = useFollow();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState<Unavailable>();
  const followed = follow ? isFollowed(listsOf(follow), target) : false;
  const word = busy ? t.busy : followed ? t.following : t.follow;
  // Its name is its word, then what it is about (for screen readers; the page around says it to the eye).
  const about = target.kind === 'school' ? t.aboutSchool : target.kind === 'schools' ? t.aboutShortlist(target.ids.length) : t.aboutSearch;

  async function toggle() {
    if (busy) return;
    // Asked on the tap itself: some browsers ask only then (follow-problem.ts).
    const permission = followed ? undefined : askPermission();
    setBusy(true);
    setUnavailable(undefined);
    try {
      const actions = await followActions();
      if (permission) await actions.follow(target, locale, client, permission);
      else await actions.stop(target, client);
      showToast(permission ? { title: t.followed, description: t.followedText, variant: 'default' } : { title: t.stopped, description: t.stoppedText, variant: 'default' });
    } catch (error) {
      const failure = failureOf(error, t, common);
      if ('unavailable' in failure) setUnavailable(failure.unavailable);
      else showToast({ title: permission ? t.failed : t.stopFailed, description: failure.text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={followed ? 'primary' : 'secondary'} size="sm" aria-pressed={followed} aria-disabled={busy || undefined} aria-label={`${word}${about}`}
        onClick={() => void toggle()}>
        <Icon name={followed ? 'bellRinging' : 'bell'} className="size-4" />
        {word}
      </Button>
      {unavailable && (
        <p role="alert" className="basis-full text-sm text-slate-800">
          {t[unavailable]}
          {feed && (
            <>
              {' '}
              {t.feedInstead}{' '}
              <a href={feed} className="text-primary underline underline-offset-2">{t.feed}</a>
            </>
          )}
        </p>
      )}
    </>
  );
}
