import { useId, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAddComingSoon } from '../api/add-coming-soon';
import { comingSoonTexts as t } from '../texts';
import { ComingSoonFields, emptyComingSoon } from './coming-soon-fields';

/** 'Add Coming Soon Franchise' (SPEC §2.17); cleared only once added. */
export function AddComingSoonForm({ onAdded }: { onAdded: () => void }) {
  const headingId = useId();
  const [draft, setDraft] = useState(emptyComingSoon);
  const { run, pending, fieldErrors } = useAddComingSoon(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run(draft)) setDraft(emptyComingSoon);
  }

  return (
    <section className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.addHeading}</h2>
      <form className="form admin-form admin-form--three" onSubmit={onSubmit}>
        <FieldErrors errors={fieldErrors}>
          <ComingSoonFields draft={draft} onChange={setDraft} />
        </FieldErrors>
        <div className="admin-form__actions">
          <SubmitButton pending={pending}>{t.addButton}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
