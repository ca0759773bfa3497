import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { useFocusOnAnchor } from '../../../components/ui/use-focus-on-anchor';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { authTexts } from '../texts';
import { ForgotPassword } from './forgot-password';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import './login-form.css';

interface LoginFormProps {
  /** Stay on this page once signed in (see useLogin). */
  stayOnPage?: boolean;
  initialEmail?: string;
}

/**
 * Franchise and admin sign-in (SPEC §2.4). Controlled fields on purpose: a
 * React 19 form action would reset the form after every submit, and a failed
 * login must never wipe what the user typed.
 */
export function LoginForm({ stayOnPage = false, initialEmail = '' }: LoginFormProps) {
  const { submit, pending, fieldErrors } = useLogin({ stayOnPage });
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const headingId = useId();
  const hold = useHoldUntilAlive();
  const emailRef = useRef<HTMLInputElement>(null);
  useFocusOnAnchor(paths.franchiseLoginAnchor, emailRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const signedIn = await submit({ email, password });
    if (signedIn) setPassword('');
  }

  return (
    <section id={paths.franchiseLoginAnchor} className="card login-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{authTexts.loginHeading}</h2>
      {/* noValidate: SPEC §5 has no client checks; what the server refuses shows under its field. */}
      <form {...hold} className="form" onSubmit={onSubmit} noValidate>
        <FieldErrors errors={fieldErrors}>
          <Field id={`${headingId}-email`} label={authTexts.emailLabel} name="email">
            {(control) => <input {...control} ref={emailRef} name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <Field id={`${headingId}-password`} label={authTexts.passwordLabel} name="password">
            {(control) => <input {...control} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          <SubmitButton pending={pending}>{authTexts.loginButton}</SubmitButton>
        </FieldErrors>
      </form>
      <div className="login-card__help">
        <ForgotPassword />
      </div>
    </section>
  );
}
