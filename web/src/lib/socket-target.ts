/** ws:// for an http party, wss:// for https; partysocket guesses only for a few local hosts. */
export function socketTarget(partyHost: string): { host: string; protocol?: 'ws' | 'wss' } {
  const match = /^(https?|wss?):\/\/(.+?)\/*$/.exec(partyHost.trim());
  if (!match) return { host: partyHost.trim().replace(/\/+$/, '') };
  const scheme = match[1];
  return { host: match[2], protocol: scheme === 'https' || scheme === 'wss' ? 'wss' : 'ws' };
}
