// The accounts the demo seed creates. Plain JavaScript so `npm start` can print
// them without a TypeScript loader; the seed hashes these passwords.
export const DEMO_LOGINS = Object.freeze([
  Object.freeze({ role: 'admin', email: 'admin@example.com', password: 'admin1234' }),
  Object.freeze({ role: 'franchise', email: 'franchise1@example.com', password: 'franchise1234' }),
  Object.freeze({ role: 'franchise', email: 'franchise2@example.com', password: 'franchise1234' }),
]);
