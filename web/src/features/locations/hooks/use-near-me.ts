import { useCallback, useState } from 'react';
import type { Coordinates } from '../distance';

export type NearMeState = 'idle' | 'locating' | 'located' | 'refused' | 'unavailable';

/**
 * 'Use my location': asks the browser once, on the visitor's click. The
 * position stays on the device; refusing leaves the list as it was.
 */
export function useNearMe() {
  const [state, setState] = useState<NearMeState>('idle');
  const [origin, setOrigin] = useState<Coordinates | null>(null);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setOrigin({ latitude: coords.latitude, longitude: coords.longitude });
        setState('located');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }, []);
  return { state, origin, locate };
}
