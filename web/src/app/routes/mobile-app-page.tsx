import { PageTitle } from '../../components/ui/page-title';
import { AppFeatures } from '../../features/mobile-app/components/app-features';
import { PhoneArt } from '../../features/mobile-app/components/phone-art';
import { StoreBadges } from '../../features/mobile-app/components/store-badges';
import { InstallApp } from '../../pwa/install-app';
import { mobileAppTexts } from '../../features/mobile-app/texts';
import './mobile-app-page.css';

export default function MobileAppPage() {
  return (
    <div className="page mobile-app">
      <PageTitle description="Our mobile app is coming soon: order ahead, skip the line, earn double points and get exclusive offers.">Mobile App</PageTitle>
      <section className="mobile-app__hero" aria-labelledby="mobile-app-title">
        <div className="container mobile-app__inner">
          <div className="mobile-app__text">
            <p className="eyebrow eyebrow--on-dark">Mobile App</p>
            <h1 id="mobile-app-title">{mobileAppTexts.comingSoon}</h1>
            <p className="mobile-app__tagline">{mobileAppTexts.tagline}</p>
            <StoreBadges />
            <InstallApp />
          </div>
          <PhoneArt className="mobile-app__phone" />
        </div>
      </section>
      <section className="container mobile-app__features" aria-labelledby="app-features-title">
        <h2 id="app-features-title">What you’ll get</h2>
        <AppFeatures />
      </section>
    </div>
  );
}
