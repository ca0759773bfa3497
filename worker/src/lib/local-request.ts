const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a request came to this machine's own address: `npm start`, `wrangler dev`, the tests; never a deployed Worker. */
export const isLoopback = (url: string) => LOOPBACK.includes(new URL(url).hostname);

/** Plain-http localhost, where browsers would drop Secure cookies. */
export const isLocalHttp = (url: string) => new URL(url).protocol === 'http:' && isLoopback(url);
