import { StorePage } from '../../features/locations/components/store-page';

export default function StoreRoute() {
  return <StorePage />;
}
