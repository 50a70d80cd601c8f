import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search text kept in the address (?search=…), so a search survives reload, back and a shared
 * link: `text` follows every key press, `search` (what the query asks for) settles 250 ms after the last.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('search') ?? '';
  const [text, setText] = useState(inAddress);
  const [settled] = useDebouncedValue(text.trim(), 250);

  useEffect(() => {
    if (settled === inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('search', settled);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [settled, inAddress, setParams]);

  return { text, setText, search: inAddress };
}
