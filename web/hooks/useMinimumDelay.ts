import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: the app loader shows at least this long (spec §9). */
export function useMinimumDelay(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
