import type { Location, SearchItemInput } from '@alpine/contract';
import {
  buildOptions,
  MESSAGES,
  PRIVATE_MAX_PAX,
  resultsMessage,
  type MessageKey,
  type OptionType,
} from '@alpine/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { ChoiceToggle } from '../../../components/ui/choice-toggle.tsx';
import { NoticesBanner } from '../../../components/ui/notices-banner.tsx';
import { prefetchScreen } from '../../../lib/step-prefetch.ts';
import { useIsDesktop, useIsMobile } from '../../../lib/use-media-query.ts';
import { usePromoQuote, type QuoteResults } from '../api/search-quotes.ts';
import { bannerNotices } from '../banner-notices.ts';
import { toChosenOption } from '../chosen-option.ts';
import { useNextStep } from '../hooks/use-next-step.ts';
import { promotionIn, useResultsState } from '../hooks/use-results-state.ts';
import { GroupOptions } from './group-options.tsx';
import { OptionCard } from './option-card.tsx';
import { OptionDetails } from './option-details.tsx';
import './results.css';

interface ResultsViewProps {
  results: QuoteResults;
  /** The items of the search, re-sent with the code and private flag by the promo (part 1 §4). */
  items: SearchItemInput[];
  mode: 'shared' | 'private';
  onModeChange: (mode: 'shared' | 'private') => void;
  locations: Location[];
  /** The selected outbound quote's statusID, for the progress header (part 1 §2.6). */
  onStatusChange?: (statusID: number | null) => void;
  /** True while a promo re-quote runs (loading overlay, part 1 §4). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * The applied code's re-quote of every product, kept by the page so that it survives a mode
   * switch (which mounts new cards); null when no code is applied (ADR 017 "promotion on every card").
   */
  promoted?: QuoteResults | null;
  /** A code was found: the re-quote to keep (ADR 017 "promotion on every card"). */
  onPromoted?: (requoted: QuoteResults) => void;
}

const DETAILS_ID = 'option-details';

/** The step after the results, fetched while the traveller chooses (docs/architecture.md §5). */
const prefetchPersonal = () => prefetchScreen('booking-personal');

/**
 * The result cards of the search (spec part 1 §2.1, §3, §4, §8): the mode switch, the spec's
 * messages, the notices banner of the selected quotes (each notice once, not what the open card
 * states already: docs/architecture.md §5), one card per option type and, in private mode on desktop, the
 * detail panel; for a group above 50 passengers (either leg) the parties it can book now and
 * the group request (GroupOptions), whose own lead then explains the dead end: the private mode
 * keeps the spec's 'Sorry, we have no private transfers for more than 50 passengers on this date.'
 * (either leg above 50), the shared mode shows no headline that blames the date (ADR 017 row 30).
 * A promo code typed on any card applies to every card whose
 * re-quoted quotes carry it, and the page keeps it across mode switches (ADR 017 "promotion on
 * every card"). The first press or focus in the cards starts downloading the next step's code
 * (Contact Details; lib/step-prefetch.ts prefetchScreen, docs/architecture.md §5), while the traveller
 * chooses.
 */
export function ResultsView({
  results,
  items,
  mode,
  onModeChange,
  locations,
  onStatusChange,
  onBusyChange,
  promoted = null,
  onPromoted,
}: ResultsViewProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const isDesktop = useIsDesktop();
  // a code applied here before the parent keeps it (it then arrives as `promoted`)
  const [ownPromoted, setOwnPromoted] = useState<QuoteResults | null>(null);
  const state = useResultsState(results, promoted ?? ownPromoted, mode, !isMobile);
  const promo = usePromoQuote();
  const nextStep = useNextStep(locations);
  const isReturn = results.back !== null;
  const pax = items[0]?.pax ?? 1;
  // a group above the largest private transfer (part 1 §9) is offered parties and a group request
  const groupPax = Math.max(pax, items[1]?.pax ?? 0);
  const isGroup = groupPax > PRIVATE_MAX_PAX;
  // a group box explains itself: no headline blames the date (ADR 017 row 30)
  const message = isGroup
    ? mode === 'private'
      ? MESSAGES.privateOver50
      : null
    : resultsMessage(results.outbound, results.back, mode, pax);
  const messageKey = (Object.keys(MESSAGES) as MessageKey[]).find((k) => MESSAGES[k] === message);
  const highlighted = state.options.find((o) => o.type === state.selection?.type);
  const chosen = highlighted ? state.selectedRows(highlighted) : { go: undefined, back: undefined };
  const notices = bannerNotices(
    chosen.go?.quote.notices,
    chosen.back?.quote.notices,
    highlighted,
    state.openType === highlighted?.type,
  );
  const panel = mode === 'private' && isDesktop;
  const statusID = chosen.go?.quote.status.statusID ?? null;

  useEffect(() => onStatusChange?.(statusID), [statusID, onStatusChange]);
  useEffect(() => onBusyChange?.(promo.isPending), [promo.isPending, onBusyChange]);

  /**
   * Re-quotes every product with the code (part 1 §4; ADR 017): kept when any quote carries it, so
   * every such card shows it; true when the card it was typed on (`type`) is one of them.
   */
  const applyPromo = async (type: OptionType, code: string) => {
    const requoted = await promo.mutateAsync({ items, code });
    const found = [...requoted.outbound, ...(requoted.back ?? [])].some((q) => q.promotion?.promotionID);
    if (!found) return false;
    setOwnPromoted(requoted);
    onPromoted?.(requoted);
    const option = buildOptions(requoted.outbound, requoted.back, mode).find((o) => o.type === type);
    return option ? promotionIn(option) !== null : false;
  };

  const scrollToDetails = () =>
    window.setTimeout(() => {
      const el = document.getElementById(DETAILS_ID);
      el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      el?.focus({ preventScroll: true });
    }, 0);

  return (
    <div className="results">
      <div className="results__toolbar">
        <h2 className="results__title">{t('results.title')}</h2>
        <ChoiceToggle
          label={t('search.transferType')}
          value={mode}
          options={[
            { value: 'shared', label: t('search.shared') },
            { value: 'private', label: t('search.private') },
          ]}
          onChange={onModeChange}
        />
      </div>
      {messageKey && <AlertMessage>{t(`messages.${messageKey}`)}</AlertMessage>}
      {isGroup && <GroupOptions items={items} />}
      {mode === 'shared' && (messageKey === 'onlyPrivate' || messageKey === 'onlyPrivateReturn') && (
        <button
          type="button"
          className="button button--primary results__switch"
          onClick={() => onModeChange('private')}
        >
          {t('results.seePrivate')}
        </button>
      )}
      <NoticesBanner notices={notices} />
      <div
        className={`results__layout${panel ? ' results__layout--panel' : ''}`}
        onPointerDown={prefetchPersonal}
        onFocus={prefetchPersonal}
      >
        <div className="results__cards">
          {(mode !== 'private' || pax <= PRIVATE_MAX_PAX) &&
            state.options.map((option) => {
              const rows = state.selectedRows(option);
              return (
                <OptionCard
                  key={option.type}
                  option={option}
                  isReturn={isReturn}
                  isOpen={state.openType === option.type}
                  isHighlighted={state.selection?.type === option.type}
                  selectedGo={rows.go}
                  selectedBack={rows.back}
                  promotion={state.promotionOf(option.type)}
                  isMobile={isMobile}
                  detailsInline={!panel}
                  detailsId={DETAILS_ID}
                  onToggle={() => state.toggleOpen(option.type)}
                  onSelectRow={(leg, key) => state.selectRow(option.type, leg, key)}
                  onChoose={() => {
                    state.chooseCard(option.type);
                    scrollToDetails();
                  }}
                  onApplyPromo={(code) => applyPromo(option.type, code)}
                  onNext={() =>
                    rows.go &&
                    nextStep(
                      toChosenOption(
                        option,
                        rows.go,
                        isReturn ? rows.back : undefined,
                        state.promotionOf(option.type),
                      ),
                    )
                  }
                />
              );
            })}
        </div>
        {panel && highlighted && (
          <aside className="results__panel" aria-label={t('results.panel')}>
            <h3 className="results__panel-title">{t(`results.titles.${highlighted.type}`)}</h3>
            <OptionDetails
              id={DETAILS_ID}
              title={t(`results.titles.${highlighted.type}`)}
              go={chosen.go}
              back={isReturn ? chosen.back : undefined}
              currency={highlighted.currency}
              promotion={state.promotionOf(highlighted.type)}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
