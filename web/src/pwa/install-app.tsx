import { useAtom } from 'jotai';
import { useId } from 'react';
import { installOfferAtom } from './install';
import { useInstallWay, type InstallWay } from './install-state';
import { pwaTexts } from './texts';
import './install-app.css';

/** The way to install that works in this browser, or 'Installed' inside the app. */
export function InstallApp() {
  const way = useInstallWay();
  const headingId = useId();
  return (
    <section className="install-app" aria-labelledby={headingId}>
      <h2 id={headingId} className="install-app__title">
        {pwaTexts.installHeading}
      </h2>
      {way !== 'installed' && <p className="install-app__hint">{pwaTexts.installHint}</p>}
      <InstallStep way={way} />
    </section>
  );
}

function InstallStep({ way }: { way: InstallWay }) {
  const [offer, setOffer] = useAtom(installOfferAtom);
  switch (way) {
    case 'installed':
      return (
        <p className="install-app__installed" role="status">
          {pwaTexts.installed}
        </p>
      );
    case 'offer': {
      async function install() {
        await offer!.prompt();
        await offer!.userChoice.catch(() => null);
        setOffer(null); // the event can be used once
      }
      return (
        <button type="button" className="button button--on-dark" onClick={() => void install()}>
          {pwaTexts.install}
        </button>
      );
    }
    case 'ios':
      return (
        <ol className="install-app__steps">
          {pwaTexts.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      );
    case 'browser-menu':
      return <p className="install-app__hint">{pwaTexts.browserMenu}</p>;
  }
}
