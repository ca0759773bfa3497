import { BrandProfilePage } from '../../features/brand-profile/components/brand-profile-page';

export default function BrandProfileRoute() {
  return <BrandProfilePage />;
}
