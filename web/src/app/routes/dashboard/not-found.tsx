import { NotFoundScreen } from '../not-found';

// Kept inside the dashboard layout so an unknown /dashboard path shows no public header (SPEC §2.1).
export default NotFoundScreen;
