/** A party var as text: PartyKit types them `unknown`; an unset one is empty. */
export const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether a browser's Origin is one of ALLOWED_ORIGINS (comma-separated). */
export const originListed = (origin: string, env: Record<string, unknown>) =>
  stringOf(env.ALLOWED_ORIGINS)
    .split(',')
    .map((o) => o.trim())
    .includes(origin);

export const notifySecret = (env: Record<string, unknown>) => stringOf(env.PARTYKIT_NOTIFY_SECRET);
