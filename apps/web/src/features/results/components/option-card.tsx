import { useId, useState } from 'react';
import type { Quote } from '@alpine/contract';
import { round2, type BookingOption, type Row } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { Money } from '../../../components/ui/money.tsx';
import type { Promotion } from '../../../booking-state/journey.ts';
import { legTotal, rowKey } from '../chosen-option.ts';
import { DepartureTable } from './departure-table.tsx';
import { OptionDetails } from './option-details.tsx';
import { OptionIcon } from '../../../components/ui/option-icon.tsx';
import { PrivateFeatures } from './private-features.tsx';
import { PromoEntry } from './promo-entry.tsx';

interface OptionCardProps {
  option: BookingOption<Quote>;
  isReturn: boolean;
  isOpen: boolean;
  isHighlighted: boolean;
  selectedGo: Row<Quote> | undefined;
  selectedBack: Row<Quote> | undefined;
  promotion: Promotion | null;
  /** Up to 768 px the card toggles with 'View Options' / 'View Less' (part 1 §2.1). */
  isMobile: boolean;
  /** Show the expanded detail inside the card (false when the desktop panel shows it). */
  detailsInline: boolean;
  detailsId: string;
  onToggle: () => void;
  onSelectRow: (leg: 'go' | 'back', key: string) => void;
  onChoose: () => void;
  onApplyPromo: (code: string) => Promise<boolean>;
  onNext: () => void;
}

const cheapest = (rows: Row<Quote>[]) =>
  rows.reduce<Row<Quote> | undefined>((a, r) => (!a || r.price < a.price ? r : a), undefined);

/**
 * A result card (spec part 1 §2.1, §3, §4): title and price, the 'Choose Outbound' / 'Choose
 * Return' tables, private vehicle features or the shared policy, the expanded detail, and a footer
 * with the total (original struck through under a promotion), 'Next Step' and the promo entry.
 */
export function OptionCard(props: OptionCardProps) {
  const { option, isReturn, isOpen, isHighlighted, selectedGo, selectedBack, promotion, isMobile } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  // Next Step pressed without both departures: the message then names what is still missing, and
  // goes once it is chosen
  const [asked, setAsked] = useState(false);
  const go = selectedGo ?? cheapest(option.go);
  const back = isReturn ? (selectedBack ?? cheapest(option.back)) : undefined;
  const total = round2(legTotal(go, promotion) + legTotal(back, promotion));
  const original = round2((go?.price ?? 0) + (back?.price ?? 0));
  const hasSelection = selectedGo !== undefined;
  const toggleLabel = isMobile
    ? isOpen
      ? 'results.viewLess'
      : 'results.viewOptions'
    : isOpen
      ? 'results.hideTimes'
      : 'results.showTimes';

  const missing = !selectedGo ? 'go' : isReturn && !selectedBack ? 'back' : null;
  const next = () => {
    setAsked(missing !== null);
    if (!missing) props.onNext();
  };

  return (
    <article
      className={`option-card${isOpen ? ' is-open' : ''}${isHighlighted ? ' is-highlighted' : ''}`}
      aria-labelledby={titleId}
      data-option={option.type}
    >
      <header className="option-card__head">
        <OptionIcon icon={option.icon} />
        <div className="option-card__heading">
          <h3 id={titleId} className="option-card__title">
            {t(`results.titles.${option.type}`)}
          </h3>
          <p className="option-card__tagline">{t(`results.taglines.${option.type}`)}</p>
        </div>
        <p className="option-card__price">
          <span className="option-card__price-label">
            {t(hasSelection ? 'results.total' : 'results.from')}
          </span>
          <Money amount={total} currency={option.currency} original={promotion ? original : null} />
        </p>
        <button
          type="button"
          className="button button--ghost option-card__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={props.onToggle}
        >
          {t(toggleLabel)}
        </button>
      </header>
      <div id={bodyId} hidden={!isOpen} className="option-card__body">
        {isOpen && (
          <>
            {option.private ? (
              <PrivateFeatures type={option.type} onChoose={props.onChoose} />
            ) : (
              <p className="option-card__policy">{t('results.sharedPolicy')}</p>
            )}
            <div className="option-card__tables">
              <DepartureTable
                leg="go"
                rows={option.go}
                currency={option.currency}
                selectedKey={selectedGo ? rowKey(selectedGo) : null}
                promotion={promotion}
                vehicle={option.private}
                onSelect={(k) => props.onSelectRow('go', k)}
              />
              {isReturn && (
                <DepartureTable
                  leg="back"
                  rows={option.back}
                  currency={option.currency}
                  selectedKey={selectedBack ? rowKey(selectedBack) : null}
                  promotion={promotion}
                  vehicle={option.private}
                  onSelect={(k) => props.onSelectRow('back', k)}
                />
              )}
            </div>
            {props.detailsInline && (
              <OptionDetails
                id={props.detailsId}
                title={t(`results.titles.${option.type}`)}
                go={selectedGo}
                back={isReturn ? selectedBack : undefined}
                currency={option.currency}
                promotion={promotion}
              />
            )}
            <footer className="option-card__footer">
              <p className="option-card__total">
                <span>{t(hasSelection ? 'results.totalPrice' : 'results.from')}</span>
                <Money amount={total} currency={option.currency} original={promotion ? original : null} />
              </p>
              <button type="button" className="button button--cta option-card__next" onClick={next}>
                {t('results.nextStep')}
              </button>
              {asked && missing && (
                <AlertMessage tone="error">
                  {t(missing === 'go' ? 'results.needOutbound' : 'results.needReturn')}
                </AlertMessage>
              )}
              <PromoEntry promotion={promotion} onApply={props.onApplyPromo} />
            </footer>
          </>
        )}
      </div>
    </article>
  );
}
