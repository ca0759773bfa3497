/**
 * What makes a head office password too weak to accept: an admin account can
 * change everything, so the bar is higher than for a franchise (8). Answers
 * the reason, said to the person typing it, or null when it will do.
 */
const MIN_LENGTH = 12;
/** The API's own ceiling for a password at login. */
const MAX_LENGTH = 200;
/** What a password is not allowed to lean on: it adds nothing an attacker would not try first. */
const GIVEAWAYS = ['password', 'passw0rd', 'qwerty', 'letmein', 'welcome', 'admin', 'bubbletea', 'boba', 'iloveyou', 'monkey', 'dragon'];
/** What must be left once the giveaways and the email's own name are taken out. */
const MIN_REST = 8;

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Whether `text` is one run of neighbours from a sequence, forwards or backwards ("345678", "fedcba"). */
function isRun(text: string): boolean {
  return SEQUENCES.some((seq) => seq.includes(text) || [...seq].reverse().join('').includes(text));
}

export function passwordWeakness(password: string, email: string): string | null {
  if (password.length < MIN_LENGTH) return `Use at least ${MIN_LENGTH} characters.`;
  if (password.length > MAX_LENGTH) return `Use at most ${MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return 'Use more different characters: this one repeats too few.';
  if (isRun(lower)) return 'Do not use a run of neighbouring keys or characters.';
  const name = email.split('@')[0].toLowerCase();
  const leanedOn = [...GIVEAWAYS, ...(name.length >= 4 ? [name] : [])];
  const rest = leanedOn.reduce((left, word) => left.split(word).join(''), lower);
  if (rest.length < MIN_REST) return 'Do not build it around your email address or a common word; add more of your own.';
  return null;
}
