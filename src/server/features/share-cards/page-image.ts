/** The share card a page's head names as its Open Graph image, by the card's path on this site. */
import { CARD_HEIGHT, CARD_WIDTH } from './svg';

/** For a player's page: `canonicalPath` is `/players/<name>` as the head already encodes it. */
export function playerCardImage(canonicalPath: string, name: string) {
  return {
    path: `/og${canonicalPath}.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${name}'s player card`,
  };
}

export function tournamentCardImage(slug: string, name: string) {
  return {
    path: `/og/tournaments/${encodeURIComponent(slug)}.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${name}: tournament card`,
  };
}

/** For a match's page: `canonicalPath` is `/matches/<id>`; `title` says who played whom. */
export function matchCardImage(canonicalPath: string, title: string) {
  return {
    path: `/og${canonicalPath}.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${title}: match card`,
  };
}
