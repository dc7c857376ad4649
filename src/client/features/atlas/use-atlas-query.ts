import { type AtlasQuery, atlasQueryFromParams, atlasQueryToParams } from '@shared/atlas/filter';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/router';

/**
 * The atlas filters, kept in the URL. The filters live in component state and the URL follows
 * them, not the other way round: URL updates render in a transition, so a click handler reading
 * the URL could still see the text from before the last keystroke and write it back.
 */
export function useAtlasQuery(): [AtlasQuery, (update: (query: AtlasQuery) => AtlasQuery) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => atlasQueryFromParams(params));
  // Every URL this page wrote, so a late-arriving one of ours is not taken for a new link.
  const written = useRef(new Set([params.toString()]));

  useEffect(() => {
    const text = params.toString();
    if (written.current.has(text)) return;
    written.current = new Set([text]);
    setQuery(atlasQueryFromParams(params));
  }, [params]);

  useEffect(() => {
    const next = atlasQueryToParams(query);
    const text = next.toString();
    if (text === new URLSearchParams(window.location.search).toString()) return;
    written.current.add(text);
    setParams(next, { replace: true });
  }, [query, setParams]);

  return [query, setQuery];
}
