/**
 * The SQL `admin:create` runs through `wrangler d1 execute`, which takes no
 * bound parameters: every value is a quoted literal. The write never touches
 * a franchise account, even if one takes the email meanwhile.
 */
const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

export const findAccountSql = (email: string) => `SELECT id, role FROM users WHERE email = ${literal(email)};`;

/** Creates the admin, or sets a new password on the existing admin with this email and ends its sessions. */
export function saveAdminSql(email: string, passwordHash: string, now = Date.now()): string {
  return [
    `INSERT INTO users (id, email, password_hash, role, created_at) VALUES (${literal(crypto.randomUUID())}, ${literal(email)}, ${literal(passwordHash)}, 'admin', ${literal(now)})`,
    `  ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash WHERE users.role = 'admin';`,
    `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = ${literal(email)} AND role = 'admin');`,
    '',
  ].join('\n');
}
