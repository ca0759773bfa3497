import { useId, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAddComingSoon } from '../api/add-coming-soon';
import { comingSoonTexts as t } from '../texts';
import { ComingSoonFields, emptyComingSoon, useComingSoonDraft } from './coming-soon-fields';

/** 'Add Coming Soon Franchise' (SPEC §2.17); cleared only once added. */
export function AddComingSoonForm({ onAdded }: { onAdded: () => void }) {
  const headingId = useId();
  const { draft, setDraft, errors, change, checked } = useComingSoonDraft(emptyComingSoon);
  const { run, pending, fieldErrors } = useAddComingSoon(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checked(event) && (await run(draft))) setDraft(emptyComingSoon);
  }

  return (
    <section className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.addHeading}</h2>
      <form className="form admin-form admin-form--three" onSubmit={onSubmit} noValidate>
        <FieldErrors errors={fieldErrors}>
          <ComingSoonFields draft={draft} errors={errors} onChange={change} />
        </FieldErrors>
        <div className="admin-form__actions">
          <SubmitButton pending={pending}>{t.addButton}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
