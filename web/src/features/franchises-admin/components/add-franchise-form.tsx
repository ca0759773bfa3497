import { useId, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useAddFranchise } from '../api/add-franchise';
import { franchiseTexts as t } from '../texts';
import { emptyProfile, ProfileFields } from './profile-fields';

/**
 * 'Add a new Franchise' (SPEC §2.10). No client checks (SPEC §5): the
 * server's message explains a problem, and the form keeps what was typed
 * until the franchise is really added.
 */
export function AddFranchiseForm({ onAdded }: { onAdded: () => void }) {
  const headingId = useId();
  const [profile, setProfile] = useState(emptyProfile);
  const [password, setPassword] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const { run, pending, fieldErrors } = useAddFranchise(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run({ ...profile, password }, picture)) {
      setProfile(emptyProfile);
      setPassword('');
      setPicture(null);
    }
  }

  return (
    <section className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.addHeading}</h2>
      <form className="form admin-form" onSubmit={onSubmit} noValidate>
        <FieldErrors errors={fieldErrors}>
          <ProfileFields draft={profile} onChange={setProfile} addressLabel={t.addressLabel} />
          <TextField label={t.passwordLabel} name="password" type="password" value={password} onChange={setPassword} autoComplete="new-password" />
          <div className="admin-form__wide">
            <ImagePicker label={t.pictureLabel} file={picture} onChange={setPicture} />
          </div>
          <div className="admin-form__actions">
            <SubmitButton pending={pending}>{t.addButton}</SubmitButton>
          </div>
        </FieldErrors>
      </form>
    </section>
  );
}
