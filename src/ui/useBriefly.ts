import { useEffect, useState } from 'react';

/** A flag that turns itself off after `ms` (a "Copied" confirmation, for instance). */
export function useBriefly(ms = 2000): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, setOn];
}
