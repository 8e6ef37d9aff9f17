// Stopping from /follows: one followed school or search, or everything; an outcome toast, and focus on the page's
// heading (the button pressed has gone).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { commonTexts } from '../../components/common.texts.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { showToast } from '../toast/toast-store.ts';
import { failureOf } from './follow-failure.ts';
import { followActions } from './follow-problem.ts';
import type { FollowTarget } from './follow-lists.ts';
import { followTexts } from './follow.texts.ts';

type Actions = typeof import('./follow-actions.ts');

export function useStop(headingId: string) {
  const t = useTexts(followTexts);
  const common = useTexts(commonTexts);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(work: (actions: Actions, client: QueryClient) => Promise<void>, title: string) {
    if (busy) return;
    setBusy(true);
    try {
      await work(await followActions(), client);
      document.getElementById(headingId)?.focus();
      showToast({ title, description: t.stoppedText, variant: 'default' });
    } catch (error) {
      const failure = failureOf(error, t, common);
      showToast({ title: t.stopFailed, description: 'text' in failure ? failure.text : t[failure.unavailable], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    stop: (target: FollowTarget) => void run((actions) => actions.stop(target, client), t.stopped),
    stopAll: () => void run((actions) => actions.stopAll(client), t.stoppedAll),
  };
}
