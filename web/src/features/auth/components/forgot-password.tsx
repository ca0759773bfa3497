import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { authTexts } from '../texts';
import './forgot-password.css';

/**
 * 'Forgot password?' did nothing in the original (DESIGN §9). The product
 * sends no email, so a self-service reset link cannot reach anyone; head
 * office resets franchise passwords, and this says how to ask them.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const { email, phone, phoneHref } = brand.contact;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {authTexts.forgotPassword}
      </button>
      <Dialog open={open} title={authTexts.forgotPasswordTitle} onClose={() => setOpen(false)}>
        <p>{authTexts.forgotPasswordHelp}</p>
        <ul className="contact-list">
          <li>
            Email: <a href={`mailto:${email}?subject=${encodeURIComponent('Franchise password reset')}`}>{email}</a>
          </li>
          <li>
            Phone: <a href={`tel:${phoneHref}`}>{phone}</a>
          </li>
        </ul>
        <div className="dialog__actions">
          <Link className="button button--secondary" to={paths.contact} onClick={() => setOpen(false)}>
            Go to the contact page
          </Link>
        </div>
      </Dialog>
    </>
  );
}
