import { useEffect, useRef, useState } from 'react';
import { countWords, firstWords, nextShownWords, TYPING_MS_PER_WORD } from './typing';

/**
 * The part of an answer to show: while it streams, words appear one per TYPING_MS_PER_WORD (spec
 * §9), never trailing far behind; once the stream has ended, all of it at once.
 */
export function useTypedText(text: string, streaming: boolean): string {
  const total = countWords(text);
  const [shown, setShown] = useState(() => (streaming ? 0 : total));
  const totalRef = useRef(total);
  useEffect(() => {
    totalRef.current = total;
  }, [total]);

  useEffect(() => {
    if (!streaming) return;
    const timer = window.setInterval(() => setShown((current) => nextShownWords(current, totalRef.current, true)), TYPING_MS_PER_WORD);
    return () => window.clearInterval(timer);
  }, [streaming]);

  return streaming ? firstWords(text, Math.min(shown, total)) : text;
}
