import { atom } from 'jotai';

/**
 * A count the tab's title leads with, "(3) Requests | Brand", so unread chat
 * shows in a background tab. Staff screens set it; it is 0 everywhere else.
 */
export const titleCountAtom = atom(0);
