/**
 * The Worker's secrets (`wrangler secret put`, never in wrangler.toml): what
 * each is for, and which the chat party needs the same value of. The Worker
 * refuses to serve a deployment without them (middleware/required-secrets.ts),
 * and `npm run deploy:check` looks for them on both sides before a deploy.
 */
export const REQUIRED_SECRETS = [
  { name: 'CHAT_TICKET_SECRET', purpose: 'signs chat socket tickets', party: true },
  { name: 'PARTYKIT_NOTIFY_SECRET', purpose: 'lets the Worker tell chat rooms about messages and ended sessions', party: true },
  { name: 'MEDIA_URL_SECRET', purpose: 'signs the social feed’s media links', party: false },
] as const;

export type SecretName = (typeof REQUIRED_SECRETS)[number]['name'];

/** The required secrets that are unset or blank in `env`. */
export function missingSecrets(env: Partial<Record<SecretName, unknown>>): SecretName[] {
  return REQUIRED_SECRETS.filter(({ name }) => typeof env[name] !== 'string' || env[name].trim() === '').map(({ name }) => name);
}
