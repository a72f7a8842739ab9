import { useOpenOnHandoff } from './lazy-widget.ts';
import { Button, Dialog, DialogTrigger, OverlayArrow, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface InfoTipProps {
  /** The explanation (spec part 1 §2.1 tooltips; part 2 §2.9 info popups). */
  children: string;
  /** What the tip is about, for its accessible name. */
  label?: string;
}

/**
 * An "i" button opening a small explanation (spec part 1 §2.1 "Tooltips", part 2 §2.9 "Info
 * popups"). A press-to-open popover so it also works on touch screens. Loaded on first need by
 * InfoTip (info-tip.tsx); `autoFocus` and `defaultOpen` hand over from its stand-in
 * (docs/architecture.md §5).
 */
export function InfoTipWidget({
  children,
  label,
  autoFocus,
  defaultOpen,
}: InfoTipProps & { autoFocus?: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { button, isOpen, setOpen } = useOpenOnHandoff(defaultOpen);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={button}
        className="info-tip__button"
        aria-label={label ?? t('common.moreInfo')}
        autoFocus={autoFocus && !defaultOpen}
      >
        <span aria-hidden="true">i</span>
      </Button>
      <Popover className="info-tip__popover" placement="top" offset={8}>
        <OverlayArrow className="info-tip__arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className="info-tip__dialog" aria-label={label ?? t('common.moreInfo')}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
