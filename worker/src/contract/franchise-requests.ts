/** Franchise enquiries as the admin reads them (`GET /admin/franchise/requsets`). */
export interface FranchiseRequest {
  _id: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  occupation: string;
  netWorth: string;
  liquidAssets: string;
  preferredLocation: string;
  address: string;
  howHear: string;
  notes: string;
  /** ISO 8601. */
  createdAt: string;
}
