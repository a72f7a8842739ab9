import { noticeText, type BookingOption, type NoticeCode } from '@alpine/domain';
import { LANGUAGES } from '../../i18n/site-paths.ts';

/**
 * The standing policies an open card already states in its own words (spec part 1 §2.1): the
 * shared card's policy paragraph (delay policy, return window) and the private cards' feature list
 * (free waiting time).
 */
const STATED_BY_OPEN_CARD: Record<'shared' | 'private', NoticeCode[]> = {
  shared: ['shared_delay_policy', 'shared_return_window'],
  private: ['private_waiting_1h', 'private_waiting_2h'],
};

/** The server's texts of those policies in every language (the server picks the language). */
const STATED_TEXTS: Record<'shared' | 'private', Set<string>> = {
  shared: new Set(LANGUAGES.flatMap((l) => STATED_BY_OPEN_CARD.shared.map((c) => noticeText(c, l)))),
  private: new Set(LANGUAGES.flatMap((l) => STATED_BY_OPEN_CARD.private.map((c) => noticeText(c, l)))),
};

/**
 * The notices of the notices banner (spec part 1 §2.1, §4; docs/architecture.md §5 "the notices banner not
 * repeated"): the selected outbound and return quotes' notices, each text once however many legs
 * carry it, without the standing policies that the highlighted card states itself while it is
 * open. So the delay policy shows once on the screen, and the banner mostly appears only for what
 * is particular to the chosen departure (few seats, too soon, coach on request).
 *
 * @param go / back notices of the selected quotes (server texts), either may be absent
 * @param highlighted the highlighted card (its type says shared or private), or undefined
 * @param cardOpen whether that card's body (policy paragraph, features) is on screen
 */
export function bannerNotices(
  go: readonly string[] | undefined,
  back: readonly string[] | undefined,
  highlighted: Pick<BookingOption, 'private'> | undefined,
  cardOpen: boolean,
): string[] {
  const stated = highlighted && cardOpen ? STATED_TEXTS[highlighted.private ? 'private' : 'shared'] : null;
  return [...new Set([...(go ?? []), ...(back ?? [])])].filter((n) => !stated?.has(n));
}
