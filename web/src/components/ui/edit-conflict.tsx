/**
 * A staff edit that met a newer version of its row (issue #51): what this
 * device typed and what the other device saved, field by field, and the three
 * ways on. Nothing typed is dropped until the person picks "Take theirs".
 * "Use theirs" copies one field into the form, so an edit can take from both;
 * saving then names the other device's version.
 */
import { useEffect, useRef } from 'react';
import { conflictNote, type EditConflict } from '../../lib/edit-conflict';
import './edit-conflict.css';

export interface ConflictField {
  key: string;
  label: string;
}

interface EditConflictChoiceProps {
  conflict: EditConflict;
  fields: readonly ConflictField[];
  mine: Readonly<Record<string, string>>;
  theirs: Readonly<Record<string, string>>;
  pending?: boolean;
  onUseTheirs: (key: string) => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export const conflictTexts = {
  intro: 'Your version is kept here until you choose.',
  yours: 'Yours',
  theirs: 'Theirs',
  useTheirs: 'Use theirs',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  empty: '(empty)',
  heading: (conflict: Pick<EditConflict, 'changedBy' | 'changedAt'>) => conflictNote(conflict),
};

export function EditConflictChoice({ conflict, fields, mine, theirs, pending = false, onUseTheirs, onKeepMine, onTakeTheirs }: EditConflictChoiceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Said and seen at once: the person pressed Save and this is the answer.
  useEffect(() => heading.current?.focus(), [conflict]);
  const differing = fields.filter((f) => (mine[f.key] ?? '') !== (theirs[f.key] ?? ''));
  return (
    <section className="edit-conflict" role="alert" aria-labelledby="edit-conflict-heading">
      <h3 id="edit-conflict-heading" ref={heading} tabIndex={-1}>
        {conflictTexts.heading(conflict)}
      </h3>
      <p>{conflictTexts.intro}</p>
      <dl className="edit-conflict__fields">
        {differing.map((f) => (
          <div key={f.key} className="edit-conflict__field">
            <dt>{f.label}</dt>
            <dd>
              <span className="edit-conflict__side">{conflictTexts.yours}</span> <span>{mine[f.key] || conflictTexts.empty}</span>
            </dd>
            <dd>
              <span className="edit-conflict__side">{conflictTexts.theirs}</span>{' '}
              <span>
                {theirs[f.key] || conflictTexts.empty}{' '}
                <button type="button" className="button button--secondary button--small" onClick={() => onUseTheirs(f.key)} aria-label={`${conflictTexts.useTheirs}: ${f.label}`}>
                  {conflictTexts.useTheirs}
                </button>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="cluster edit-conflict__actions">
        <button type="button" className="button button--primary" onClick={onKeepMine} disabled={pending} aria-busy={pending}>
          {conflictTexts.keepMine}
        </button>
        <button type="button" className="button button--secondary" onClick={onTakeTheirs} disabled={pending}>
          {conflictTexts.takeTheirs}
        </button>
      </div>
    </section>
  );
}
