import { useId, useState, type FormEvent } from 'react';
import { FieldErrors, focusFirstRefused } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAddComingSoon } from '../api/add-coming-soon';
import { comingSoonTexts as t } from '../texts';
import { comingSoonProblems, ComingSoonFields, emptyComingSoon, type ComingSoonErrors } from './coming-soon-fields';

/** 'Add Coming Soon Franchise' (SPEC §2.17); cleared only once added. */
export function AddComingSoonForm({ onAdded }: { onAdded: () => void }) {
  const headingId = useId();
  const [draft, setDraft] = useState(emptyComingSoon);
  const [errors, setErrors] = useState<ComingSoonErrors>({});
  const { run, pending, fieldErrors } = useAddComingSoon(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = comingSoonProblems(draft);
    setErrors(found);
    if (found.name || found.email) return focusFirstRefused(event.currentTarget);
    if (await run(draft)) setDraft(emptyComingSoon);
  }

  return (
    <section className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.addHeading}</h2>
      <form className="form admin-form admin-form--three" onSubmit={onSubmit} noValidate>
        <FieldErrors errors={fieldErrors}>
          <ComingSoonFields
            draft={draft}
            errors={errors}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
          />
        </FieldErrors>
        <div className="admin-form__actions">
          <SubmitButton pending={pending}>{t.addButton}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
