// The phone's own position, asked for only when a person presses "Use my location", rounded to about 1 km
// before it leaves the phone, and only if it is in India (the server serves India only; a point outside is a
// wrong fix or a phone abroad). Home's near search and the jobs feed share it.
import { useState } from 'react';
import { nearOf } from '@kaamsetu/contract';

export type PositionProblem = 'denied' | 'unavailable' | 'unsupported' | 'outsideIndia';

/** About a kilometre: a person's position is never sent more exactly than that. */
const roundedToKm = (degrees: number) => Math.round(degrees * 100) / 100;

export function usePhonePosition(onPosition: (near: string) => void): {
  locating: boolean;
  problem: PositionProblem | null;
  locate: () => void;
  /** Forgets the last problem, once the person chose a place instead. */
  clearProblem: () => void;
} {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PositionProblem | null>(null);

  function locate() {
    if (locating) return;
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const position = `${roundedToKm(coords.latitude)},${roundedToKm(coords.longitude)}`;
        if (!nearOf(position)) {
          setProblem('outsideIndia');
          return;
        }
        onPosition(position);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return { locating, problem, locate, clearProblem: () => setProblem(null) };
}
