import { useEffect } from 'react';
import { toastSuccess } from '../../components/ui/toast';
import { drinkTexts } from '../../features/drinks-admin/texts';
import { locationTexts } from '../../features/locations-admin/texts';
import { seriesTexts } from '../../features/series-admin/texts';
import type { OutboxKind } from '../../lib/db';
import { onOutboxResult } from '../../sync/outbox';

/** The success toast of each staff edit the outbox delivers after its form closed (a refusal is toasted by the outbox's own listener). */
const sentTexts: Partial<Record<OutboxKind, string>> = {
  'drink-update': drinkTexts.updated,
  'series-update': seriesTexts.updated,
  'drink-facts': drinkTexts.factsSaved,
  'store-hours': locationTexts.hoursUpdated,
  'location-update': locationTexts.updated,
};

/**
 * The dashboard's side of working offline: when the connection comes back,
 * or a waiting edit is refused for want of a session, ask the server again
 * who is signed in (the session may have ended while the tablet showed its
 * saved screens: then the layout sends them home, or says head office ended
 * it), and say so when an edit saved offline reaches the server.
 */
export function useStaffSession() {
  useEffect(() => {
    // Loaded as boot-session loads it: one way in, so the first download keeps its shape.
    const recheck = () => void import('../../features/auth/api/get-current-user').then((session) => session.loadCurrentUser());
    window.addEventListener('online', recheck);
    const stopListening = onOutboxResult((item, outcome, inBackground) => {
      if (outcome.state === 'queued' && outcome.signedOut) recheck();
      const text = sentTexts[item.kind];
      if (inBackground && outcome.state === 'sent' && text) toastSuccess(text);
    });
    return () => {
      window.removeEventListener('online', recheck);
      stopListening();
    };
  }, []);
}
