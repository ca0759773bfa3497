import { atom } from 'jotai';
import { store } from '../../lib/store';

/** True once every screen of the signed-in role has its code on this device: the sidebar says the tablet can work offline. */
export const staffCodeReadyAtom = atom(false);

export const markStaffCodeReady = () => store.set(staffCodeReadyAtom, true);
export const forgetStaffCodeReady = () => store.set(staffCodeReadyAtom, false);
