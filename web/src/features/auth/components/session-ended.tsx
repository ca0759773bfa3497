import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { countStaffOutbox } from '../../../sync/outbox';
import { accountTexts } from '../account-texts';
import type { SessionEnd } from '../session-end';
import { LoginForm } from './login-form';
import './session-ended.css';

/**
 * Shown in place of a dashboard screen whose session head office ended: what
 * happened, how many changes wait on this device, and the sign-in form, which
 * leaves the person on this address, so the screen they were on comes back.
 * The count is live: it reads what the outbox still holds.
 */
export function SessionEnded({ end }: { end: SessionEnd }) {
  const waiting = useLiveQuery(() => countStaffOutbox().catch(() => 0), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeId = useId();
  // The screen under the person's hands is gone: focus goes where they can read why.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="session-ended">
      <div className="session-ended__column">
        <div className="card session-ended__notice">
          <h1 ref={headingRef} tabIndex={-1} aria-describedby={noticeId}>
            {accountTexts.sessionEndedTitle}
          </h1>
          {/* Nothing until the outbox has been counted, so the words never change under a screen reader. */}
          <p id={noticeId}>{waiting === undefined ? null : accountTexts.sessionEnded(end.reason, waiting)}</p>
          {end.reason === 'account-removed' && (
            <Link className="button button--secondary" to={paths.home}>
              {accountTexts.sessionEndedHome}
            </Link>
          )}
        </div>
        {end.reason !== 'account-removed' && <LoginForm stayOnPage initialEmail={end.email} />}
      </div>
    </main>
  );
}
