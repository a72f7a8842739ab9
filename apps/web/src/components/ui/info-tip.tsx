import { useTranslation } from 'react-i18next';
import { useLazyWidget, widgetLoader } from './lazy-widget.ts';
import type { InfoTipProps } from './info-tip-widget.tsx';
import './info-tip.css';

const widget = widgetLoader(() => import('./info-tip-widget.tsx'));

/**
 * An "i" button opening a small explanation (spec part 1 §2.1 "Tooltips", part 2 §2.9 "Info
 * popups"): react-aria's popover dialog, loaded on first need (docs/architecture.md §5). Until then the same
 * button; hovering, focusing or pressing it loads the dialog, and a press opens it once loaded.
 */
export function InfoTip(props: InfoTipProps) {
  const { t } = useTranslation();
  const { module, handoff, request, leave, standIn } = useLazyWidget(widget);
  if (module) return <module.InfoTipWidget {...props} autoFocus={handoff.focus} defaultOpen={handoff.open} />;
  return (
    <button
      ref={(el) => {
        standIn.current = el;
      }}
      type="button"
      className="info-tip__button"
      aria-label={props.label ?? t('common.moreInfo')}
      aria-expanded="false"
      onPointerEnter={() => request('hover')}
      onFocus={() => request('focus')}
      onBlur={leave}
      onClick={() => request('open')}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
}
