import { ScreenPlaceholder } from '../screen-placeholder';

export default function FranchisesScreen() {
  return <ScreenPlaceholder title="Franchises" feature="franchise accounts" />;
}
