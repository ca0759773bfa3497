import { useState } from 'react';
import type { SendOutcome } from '../../sync/outbox';
import type { FieldErrorMap } from '../ui/field-errors';
import type { Refusal } from './sent-confirmation';

/** What a public form sent, for its confirmation: the queued write to follow (null when it went at once), and the words sent. */
export interface Sent<T> {
  clientId: string | null;
  value: T;
}

/**
 * A public form that checks before sending and ends on a confirmation
 * (SentConfirmation): `submit` refuses what `check` finds wrong, each reason
 * under its field; sends the rest through the outbox; and keeps the form's
 * own text until the visitor starts another, so a refusal, now or when a
 * queued write goes, brings it back with the server's reasons.
 */
export function useConfirmedSend<T>(check: (value: T) => FieldErrorMap, send: (value: T) => Promise<SendOutcome>) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  // A refusal that names no field, said beside the submit button.
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent<T> | null>(null);

  function refused({ message, fields }: Refusal) {
    setSent(null);
    setErrors(fields);
    setProblem(Object.keys(fields).length ? null : message);
  }

  async function submit(value: T) {
    const problems = check(value);
    setErrors(problems);
    setProblem(null);
    if (Object.keys(problems).length) return;
    const outcome = await send(value);
    if (outcome.state === 'rejected') refused(outcome);
    else setSent({ clientId: outcome.state === 'queued' ? outcome.clientId : null, value });
  }

  return { errors, problem, sent, submit, refused, startAgain: () => setSent(null) };
}
