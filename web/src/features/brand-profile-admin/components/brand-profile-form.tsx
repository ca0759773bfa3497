import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { BRAND_PROFILE_MAX, type BrandProfile, type ContentItem } from '../../../lib/contract';
import { formatDayAndTime } from '../../../lib/dates';
import { useOutbox } from '../../../sync/use-outbox';
import { useUpdateBrandProfile, type BrandProfileChanges } from '../api/update-brand-profile';
import { brandProfileAdminTexts as t } from '../texts';
import './brand-profile-form.css';

interface BrandProfileFormProps {
  /** The page as visitors get it now. */
  profile: BrandProfile;
  pdfs: readonly ContentItem[];
}

const changesOf = (profile: BrandProfile): BrandProfileChanges => ({ text: profile.text, documentId: profile.document?._id ?? '' });

/**
 * The page's text and download, saved together. What was typed stays in the
 * form when a save fails, and the browser asks before leaving with changes
 * that are not saved. Offline, a save is kept on this device and sent when
 * the connection returns; one made from an older page than the server's
 * shows both and lets head office choose.
 */
export function BrandProfileForm({ profile, pdfs }: BrandProfileFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(profile);
  const [text, setText] = useState(profile.text);
  const [documentId, setDocumentId] = useState(profile.document?._id ?? '');
  // What was last saved or kept on the device: typed beyond it is what is not saved yet.
  const [kept, setKept] = useState(() => changesOf(profile));
  // The version the next save names: the page's as stored, or the other device's once head office has seen it.
  const [baseVersion, setBaseVersion] = useState(profile.version);
  const update = useUpdateBrandProfile(
    (stored) => {
      setSaved(stored);
      setBaseVersion(stored.version);
    },
    // A save that met a newer page in the background: the form opens with what was typed then, and the choice.
    (typed) => {
      setText(typed.text);
      setDocumentId(typed.documentId ?? '');
      setBaseVersion(typed.version === undefined ? undefined : Number(typed.version));
    },
  );
  const waiting = useOutbox('brand-profile').some((item) => item.status === 'queued');
  const theirs = update.conflict && (update.conflict.current as BrandProfile);
  const dirty = text !== kept.text || documentId !== kept.documentId;
  useLeaveWarning(dirty);

  async function save(version: number | undefined) {
    const changes = { text, documentId };
    if (await update.save(changes, version)) setKept(changes);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(baseVersion);
  }

  const documentName = (docId: string, fallback: BrandProfile['document']) =>
    docId ? (pdfs.find((pdf) => pdf._id === docId)?.text ?? (fallback?._id === docId ? fallback.title : docId)) : t.noDocument;

  return (
    <section className="card admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.formHeading}</h2>
      <p className="brand-profile-form__lead">{t.formLead}</p>
      <form className="form brand-profile-form" onSubmit={onSubmit} noValidate>
        {update.conflict && theirs && (
          <EditConflictChoice
            conflict={update.conflict}
            fields={[
              { key: 'text', label: t.textLabel },
              { key: 'documentId', label: t.documentLabel },
            ]}
            mine={{ text, documentId: documentName(documentId, saved.document) }}
            theirs={{ text: theirs.text, documentId: documentName(theirs.document?._id ?? '', theirs.document) }}
            pending={update.pending}
            onUseTheirs={(field) => {
              if (field === 'text') setText(theirs.text);
              else setDocumentId(theirs.document?._id ?? '');
              setBaseVersion(theirs.version);
            }}
            onKeepMine={() => void save(theirs.version)}
            onTakeTheirs={() =>
              void update.clearConflict().then(() => {
                setSaved(theirs);
                setText(theirs.text);
                setDocumentId(theirs.document?._id ?? '');
                setKept(changesOf(theirs));
                setBaseVersion(theirs.version);
              })
            }
          />
        )}
        <FieldErrors errors={update.fieldErrors}>
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
          <SubmitButton pending={update.pending}>{t.save}</SubmitButton>
          <p className="brand-profile-form__status" role="status">
            {dirty ? t.unsaved : waiting ? t.waiting : saved.updatedAt ? t.lastSaved(formatDayAndTime(saved.updatedAt)) : t.neverSaved}
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
