import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { BRAND_PROFILE_MAX, type BrandProfile, type ContentItem } from '../../../lib/contract';
import { formatDayAndTime } from '../../../lib/dates';
import { useUpdateBrandProfile } from '../api/update-brand-profile';
import { brandProfileAdminTexts as t } from '../texts';
import './brand-profile-form.css';

interface BrandProfileFormProps {
  /** The page as visitors get it now. */
  profile: BrandProfile;
  pdfs: readonly ContentItem[];
}

/**
 * The page's text and download, saved together. What was typed stays in the
 * form when a save fails, and the browser asks before leaving with changes
 * that are not saved.
 */
export function BrandProfileForm({ profile, pdfs }: BrandProfileFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(profile);
  const [text, setText] = useState(profile.text);
  const [documentId, setDocumentId] = useState(profile.document?._id ?? '');
  const { run, pending, fieldErrors } = useUpdateBrandProfile(setSaved);
  const dirty = text !== saved.text || documentId !== (saved.document?._id ?? '');
  useLeaveWarning(dirty);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run({ text, documentId: documentId || null });
  }

  return (
    <section className="card admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.formHeading}</h2>
      <p className="brand-profile-form__lead">{t.formLead}</p>
      <form className="form brand-profile-form" onSubmit={onSubmit} noValidate>
        <FieldErrors errors={fieldErrors}>
          <Field id={`${id}-text`} name="text" label={t.textLabel} hint={`${t.textHint} ${t.count(text.length, BRAND_PROFILE_MAX)}.`}>
            {(control) => <textarea {...control} name="text" rows={16} required maxLength={BRAND_PROFILE_MAX} value={text} onChange={(e) => setText(e.target.value)} />}
          </Field>
          <Field
            id={`${id}-document`}
            name="documentId"
            label={t.documentLabel}
            hint={
              pdfs.length ? (
                t.documentHint
              ) : (
                <>
                  {t.noPdfs} <Link to={paths.dashboard.content}>{t.uploadPdf}</Link>.
                </>
              )
            }
          >
            {(control) => (
              <select {...control} name="documentId" value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
                <option value="">{t.noDocument}</option>
                {pdfs.map((pdf) => (
                  <option key={pdf._id} value={pdf._id}>
                    {pdf.text}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FieldErrors>
        <div className="brand-profile-form__actions">
          <SubmitButton pending={pending}>{t.save}</SubmitButton>
          <p className="brand-profile-form__status" role="status">
            {dirty ? t.unsaved : saved.updatedAt ? t.lastSaved(formatDayAndTime(saved.updatedAt)) : t.neverSaved}
          </p>
        </div>
      </form>
    </section>
  );
}

/** The browser's own "leave site?" question while there are changes that are not saved. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
