import { useAtom } from 'jotai';
import { installOfferAtom } from './install';
import { pwaTexts } from './texts';
import './install-button.css';

/** Shown only when the browser offers installation (Chromium on a secure origin, not yet installed). */
export function InstallButton() {
  const [offer, setOffer] = useAtom(installOfferAtom);
  if (!offer) return null;
  async function install() {
    await offer!.prompt();
    await offer!.userChoice.catch(() => null);
    setOffer(null); // the event can be used once
  }
  return (
    <div className="install-offer">
      <button type="button" className="button button--primary" onClick={() => void install()}>
        {pwaTexts.install}
      </button>
      <p className="install-offer__hint">{pwaTexts.installHint}</p>
    </div>
  );
}
