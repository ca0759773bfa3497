export type Role = 'admin' | 'franchise';

/** Chat runs between head office and franchises only: never franchise to franchise. */
export const mayTalk = (from: Role, to: Role) => from !== to;
