import { useEffect, useRef, useState } from 'react';
import { countWords, firstWords, nextShownWords, TYPING_MS_PER_WORD } from './typing';

/**
 * The part of an answer to show: words appear one per TYPING_MS_PER_WORD (spec §9), never trailing
 * far behind the stream, and go on after it ends until the whole answer shows. An answer that was
 * not streaming when it appeared (a reopened chat) shows whole at once.
 */
export function useTypedText(text: string, streaming: boolean): string {
  const total = countWords(text);
  const [shown, setShown] = useState(() => (streaming ? 0 : total));
  const totalRef = useRef(total);
  useEffect(() => {
    totalRef.current = total;
  }, [total]);

  const typing = streaming || shown < total;
  useEffect(() => {
    if (!typing) return;
    const timer = window.setInterval(() => setShown((current) => nextShownWords(current, totalRef.current)), TYPING_MS_PER_WORD);
    return () => window.clearInterval(timer);
  }, [typing]);

  return typing ? firstWords(text, Math.min(shown, total)) : text;
}
